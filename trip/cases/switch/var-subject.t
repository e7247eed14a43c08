--- script
v = bb
switch ($v) {
case b?
	echo two-bs
}
--- stdout
two-bs
