Non-UTF-8 bytes in an imported variable and in an imported function body.
--- ref-differs: the reference's characters are signed: the byte 0377 ends the function's text, a syntax error (doc/rc.1, DIFFERENCES: byte 0377)
--- script
env 'v=a'^`{tripping bytes '\377\376'}^'b' 'fn_w={echo '^`{tripping bytes '\377'}^'}' rc -c 'echo $v | od -An -c; w | od -An -c'
--- stdout
   a 377 376   b  \n
 377  \n
