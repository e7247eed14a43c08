--- script
echo one
echo two
echo ( three
--- stdout
one
two
--- stderr
rc: line 4: syntax error near eof
--- status
1
