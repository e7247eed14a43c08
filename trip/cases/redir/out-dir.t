--- script
mkdir d
echo x > d
echo $status
--- stdout
1
--- stderr
rc: d: Is a directory
