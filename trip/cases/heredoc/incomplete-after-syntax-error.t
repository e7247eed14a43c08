# A heredoc named before a syntax error on its line is still read, and
# one cut off by the end of input is said to be incomplete even then.
--- script
for (s in 'cat <<EOF )' 'cat <<EOF )
x
' 'cat <<EOF ) <<G
' 'cat <<EOF; )
' 'if (<<EOF x) 
') {
	echo $s >s
	rc -n s
}
rc -ic 'cat <<EOF )
x
'
--- stderr
rc: line 1: syntax error near ')'
rc: line 3: heredoc incomplete near eof
rc: line 1: syntax error near ')'
rc: line 5: heredoc incomplete near eof
rc: line 1: syntax error near ')'
rc: line 4: heredoc incomplete near eof
rc: line 1: syntax error near ')'
rc: line 4: heredoc incomplete near eof
rc: line 3: heredoc incomplete near eof
rc: syntax error
rc: heredoc incomplete
