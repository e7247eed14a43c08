--- script
home = ()
cd
echo $status
--- stdout
0
