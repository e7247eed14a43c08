--- script
switch (zzz) {
case a
	echo A
case *
	echo default
}
--- stdout
default
