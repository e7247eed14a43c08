--- script
if (false) {
	echo a
}
else {
	echo b
}
--- stderr
rc: line 4: syntax error near else
--- status
1
