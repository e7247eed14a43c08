# When the << itself is the token in error, no heredoc follows: rc -n
# goes on to read the next lines as commands.
--- script
echo '(
<<EOF x
echo y' >s
rc -n -x s
--- stderr
rc: line 2: syntax error near 'E'
echo y
