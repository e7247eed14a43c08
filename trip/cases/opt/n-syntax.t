--- rcflags
-n
--- script
echo (
--- stderr
rc: line 2: syntax error near eof
