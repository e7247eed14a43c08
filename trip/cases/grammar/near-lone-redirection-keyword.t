# After a keyword that wants its own token next (for, if, while, switch,
# a function's body), a lone < or > is the token in error: the reference
# names the byte after it, as it read it to look for <<, <{ or <[.
--- script
for (s in 'for <x' 'for < x' 'if >y z' 'while > ;' 'switch <x' 'switch (a) < x' 'fn f {} < x' 'switch (a) {case a; echo} >x' 'if <<x' 'for >>x')
	rc -c $s >[2=1]
--- stdout
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near ' '
rc: line 1: syntax error near 'y'
rc: line 1: syntax error near ' '
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near ' '
rc: line 1: syntax error near ' '
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near 'x'
rc: line 1: syntax error near 'x'
--- status
1
