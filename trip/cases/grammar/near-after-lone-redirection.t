# When the token in error is a lone < or >, the reference names what
# follows it; after >>, <<, <<< or a bracketed one, the byte after it.
--- script
for (s in 'echo <>out' 'echo <> out' 'echo ><out' 'echo > >x' 'echo >[1] >x' 'fn >x' '~ >x' 'x=>y' 'echo <>=x' 'echo <>!x' 'echo <>&x' 'echo <>#c' 'echo >>>>x' 'echo <>>x' 'echo <>[2]x' 'echo > ;' 'echo <>out
echo b')
	rc -c $s >[2=1]
rc -ic 'echo <>out
echo b' >[2=1]
--- stdout
rc: line 1: syntax error near out
rc: line 1: syntax error near out
rc: line 1: syntax error near out
rc: line 1: syntax error near x
rc: line 1: syntax error near x
rc: line 1: syntax error near x
rc: line 1: syntax error near x
rc: line 1: syntax error near y
rc: line 1: syntax error near echo
rc: line 1: syntax error near echo
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near eof
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near ']'
rc: line 1: syntax error near ';'
rc: line 0: syntax error near out
rc: syntax error
b
