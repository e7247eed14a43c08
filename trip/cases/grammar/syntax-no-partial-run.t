--- script
echo before
if (true) {
--- stdout
before
--- stderr
rc: line 3: syntax error near eof
--- status
1
