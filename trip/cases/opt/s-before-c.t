# -s before -c: the commands come from standard input and the words
# after -c's text are $*; the text itself is dropped.
--- rcflags
-s
-c
echo from the text $*
--- args
a
b
--- mode
stdin
--- script
echo from stdin $*
--- stdout
from stdin a b
