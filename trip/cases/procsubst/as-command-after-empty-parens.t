# An empty () before the <{} leaves it the only word: refused as a
# command, though the first word is no <{} (cmd.c's lonenmpipe counts
# through parentheses then).
--- ref-differs: the reference runs the pipe's command, fails to exec /dev/fd/N and aborts on an assertion (except.c:32), as for a <{} kept in a list (doc/rc.1, DIFFERENCES)
--- script
echo before
() <{echo never >[1=2]}
echo not reached
--- stdout
before
--- stderr
rc: line 2: named pipes cannot be executed as commands
--- status
1
