--- script
switch (a) {case a; false;}
echo $status
switch (a) {case a; false
}
echo $status
switch (a) {
case a
	false
}
echo $status
switch (a) {case a; false}
echo $status
switch (a) {case a; false; case b
}
echo $status
switch (a) {case a; false && true
}
echo $status
--- stdout
0
0
0
1
1
0
