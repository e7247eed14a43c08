--- script
switch (hello) {
case h*
	echo H
case *
	echo default
}
--- stdout
H
