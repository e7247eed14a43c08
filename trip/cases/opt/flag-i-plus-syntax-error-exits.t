--- script
rc -c 'flag i +
)
echo after'
echo status $status
rc -i -c 'echo a
)
echo after'
echo status $status
rc -c 'flag i +
eval ''echo (
echo b''; echo after
echo next'
echo status $status
--- stdout
status 1
a
after
status 0
status 1
--- stderr
rc: syntax error
rc: syntax error
rc: line 2: syntax error near b
