--- rcflags
-c
echo from-c $#*
a
b
--- mode
stdin
--- script
echo unused
--- stdout
from-c 2
