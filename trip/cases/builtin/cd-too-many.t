--- script
cd a b
echo $status
--- stdout
1
--- stderr
rc: too many arguments to cd
