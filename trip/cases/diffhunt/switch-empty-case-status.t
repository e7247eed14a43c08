--- script
false
switch (x) { case x; }
echo $status
--- stdout
0
