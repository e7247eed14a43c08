--- script
switch (a) {
case a
	echo first
case a
	echo second
}
--- stdout
first
