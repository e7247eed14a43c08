# Where = is an assignment, a missing value is a syntax error naming the
# last word read.
--- script
for (s in 'echo =' 'a =' 'a = ' 'a = b =' 'echo a;=' 'echo a
=' 'echo a >[1] =; cat =')
	rc -c $s >[2=1]
--- stdout
rc: line 1: syntax error near echo
rc: line 1: syntax error near a
rc: line 1: syntax error near eof
rc: line 1: syntax error near b
rc: line 1: syntax error near a
a
rc: line 2: syntax error near a
rc: line 1: syntax error near cat
--- status
1
