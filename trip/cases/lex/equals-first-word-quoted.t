--- script
'a=b'
echo $status
--- stdout
1
--- stderr
rc: cannot find `a=b'
