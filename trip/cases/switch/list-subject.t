--- script
switch (a b) {
case b
	echo matched-b
}
--- stderr
rc: line 1: syntax error near b
--- status
1
