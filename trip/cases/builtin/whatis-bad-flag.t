--- script
whatis -z x
echo $status
--- stdout
1
--- stderr
whatis: bad option: -z
