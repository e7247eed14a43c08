--- script
echo a&b
wait
--- stdout
a
--- stderr
rc: cannot find `b'
