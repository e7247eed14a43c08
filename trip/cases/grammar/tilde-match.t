--- script
~ foo f*
echo $status
~ foo b*
echo $status
--- stdout
0
1
