--- script
switch (b) {
case a
	echo A
case b
	echo B
case c
	echo C
}
--- stdout
B
