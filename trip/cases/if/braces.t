--- script
if (~ a a) {
	echo one
	echo two
}
--- stdout
one
two
