--- script
switch (y) {
case x y
	echo xy
}
--- stdout
xy
