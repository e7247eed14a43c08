# A lone < or > before a brace names a pipe, blanks between or not, as in
# the reference; >> or a descriptor before the brace is an error.
--- script
cat < {echo one}
cat <	{echo two}
wc -l < {echo a; echo b} | tr -d ' '
echo x > {cat}
for (s in 'echo >>{echo a}' 'echo >[2] {echo a}' 'echo <[3]{echo a}')
	rc -c $s >[2=1]
--- stdout
one
two
2/dev/fd/3
x /dev/fd/5
rc: line 1: syntax error near '{'
rc: line 1: syntax error near '{'
rc: line 1: syntax error near '{'
--- status
1
