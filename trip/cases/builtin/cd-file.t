--- file f
--- script
cd f
echo $status
--- stdout
1
--- stderr
couldn't cd to f
