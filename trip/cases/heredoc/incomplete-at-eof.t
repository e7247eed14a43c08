# Heredocs still to come when the input ends.
--- script
for (s in 'cat<<eof' 'cat<<eof; echo x' 'echo <<eof' 'cat<<(eof eof)' 'cat <<' 'cat <<eof^x' 'cat <<''a''^b' 'cat <<a$b
x
' 'cat <<a <<b^c
a
') rc -c $s >[2=1]
--- stdout
rc: line 1: heredoc incomplete near eof
rc: line 1: heredoc incomplete near x
rc: line 1: heredoc incomplete near eof
rc: line 1: eof-marker not a single literal word near eof
rc: line 1: syntax error near eof
rc: line 1: eof-marker not a single literal word near x
rc: line 1: eof-marker not a single literal word near b
rc: line 1: eof-marker not a single literal word near end of line
rc: line 1: eof-marker not a single literal word near end of line
--- status
1
