--- script
switch (zzz) {
case a
	echo A
}
echo $status
--- stdout
0
