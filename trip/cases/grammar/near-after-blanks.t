# A syntax error at the end of input after blanks is near eof; right
# after a word or keyword it names that word; after = or ~, the last word.
--- script
for (s in 'if' 'if ' 'for ' 'a = ' 'a =' '~' '~ ' 'echo (a' 'echo (a ' 'a = #c' 'echo a; ~ )')
	rc -c $s >[2=1]
--- stdout
rc: line 1: syntax error near if
rc: line 1: syntax error near eof
rc: line 1: syntax error near eof
rc: line 1: syntax error near eof
rc: line 1: syntax error near a
rc: line 1: syntax error near 
rc: line 1: syntax error near eof
rc: line 1: syntax error near a
rc: line 1: syntax error near eof
rc: line 1: syntax error near eof
rc: line 1: syntax error near ')'
--- status
1
