--- script
if (~ x y) echo no
if not {
	echo b1
	echo b2
}
--- stdout
b1
b2
