# A lexical error at the very end of input is followed by a newline, as in
# the reference: the line's heredoc is then read, found cut short, and said
# a line further on (a quote left open, a bad [n=m]), in a file, with -c, -n.
--- script
for (s in 'cat <<x;''' 'cat <<x; echo ''a
' 'cat <<x; echo >[' 'cat <<x; echo >[1=' 'cat <<x; echo |[' 'cat <<x; echo >[a' 'cat <<x
''

' 'fn f { cat <<x
echo $''x') {
	echo $s >s.rc
	rc s.rc >[2=1]; echo st $status
	rc -n s.rc >[2=1]
	rc -c $s >[2=1]
}
--- stdout
rc: line 2: eof in quoted string near eof
rc: line 3: heredoc incomplete near eof
st 1
rc: line 2: eof in quoted string near eof
rc: line 3: heredoc incomplete near eof
rc: line 1: eof in quoted string near eof
rc: line 2: heredoc incomplete near eof
rc: line 3: eof in quoted string near eof
rc: line 4: heredoc incomplete near eof
st 1
rc: line 3: eof in quoted string near eof
rc: line 4: heredoc incomplete near eof
rc: line 2: eof in quoted string near eof
rc: line 3: heredoc incomplete near eof
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
st 1
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
rc: line 1: expected digit after '[' near eof
rc: line 2: heredoc incomplete near eof
rc: line 0: expected digit or ']' after '=' near end of line
rc: line 2: heredoc incomplete near eof
st 1
rc: line 0: expected digit or ']' after '=' near end of line
rc: line 2: heredoc incomplete near eof
rc: line 1: expected digit or ']' after '=' near eof
rc: line 2: heredoc incomplete near eof
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
st 1
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
rc: line 1: expected digit after '[' near eof
rc: line 2: heredoc incomplete near eof
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
st 1
rc: line 0: expected digit after '[' near end of line
rc: line 2: heredoc incomplete near eof
rc: line 1: expected digit after '[' near eof
rc: line 2: heredoc incomplete near eof
rc: line 6: heredoc incomplete near eof
st 1
rc: line 6: heredoc incomplete near eof
rc: line 5: heredoc incomplete near eof
rc: line 4: heredoc incomplete near eof
st 1
rc: line 4: heredoc incomplete near eof
rc: line 3: heredoc incomplete near eof
--- status
1
