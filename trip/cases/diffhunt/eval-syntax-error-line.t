--- script
echo a
echo b
eval 'echo ('
echo c
--- stdout
a
b
--- stderr
rc: line 3: syntax error near eof
--- status
1
