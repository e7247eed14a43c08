--- stdin
one
two
--- script
while (line = `{sed 1q} && ! ~ $#line 0) echo got $line
--- stdout
got one
got two
--- status
1
