--- script
cat <{echo from-proc}
--- stdout
from-proc
