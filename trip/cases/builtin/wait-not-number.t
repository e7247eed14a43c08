--- script
wait abc
echo $status
--- stdout
1
--- stderr
rc: `abc' is a bad number
