--- script
switch (a) {
case a
	echo one
	echo two
case b
	echo three
}
--- stdout
one
two
