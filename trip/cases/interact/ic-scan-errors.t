# Scanner and heredoc errors under -i: no line, no "near".
--- script
for (s in 'echo hi |[2' 'echo hi |[92=]' 'echo hi |[a]' 'echo hi |[2=99a]' 'echo hi |[2=a99]' 'echo ''hi' 'cat<<eof' 'cat<<(eof eof)' 'cat>()' '()=()' 'fn () {eval}' 'return' 'continue')
	rc -ic $s >[2=1]
--- stdout
rc: expected '=' or ']' after digit
rc: expected digit after '='
rc: expected digit after '['
rc: expected ']' after digit
rc: expected digit or ']' after '='
rc: eof in quoted string
rc: heredoc incomplete
rc: eof-marker not a single literal word
rc: null filename in redirection
rc: null variable name
rc: null function name
rc: return outside of function
rc: continue outside of loop
--- status
1
