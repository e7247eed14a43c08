--- file f
echo x
--- script
chmod -x f
./f
echo $status
--- stdout
1
--- stderr
rc: ./f: Permission denied
