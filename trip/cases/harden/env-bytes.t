Non-UTF-8 bytes in an imported variable and in an imported function body.
--- script
env 'v=a'^`{tripping bytes '\377\376'}^'b' 'fn_w={echo '^`{tripping bytes '\377'}^'}' rc -c 'echo $v | od -An -c; w | od -An -c'
--- stdout
   a 377 376   b  \n
--- stderr
rc: line 1: syntax error near eof
