--- script
mkdir d
./d
echo $status
--- stdout
1
--- stderr
rc: ./d: Permission denied
