--- script
for (i in 1 2) { echo $IMPORTED; IMPORTED = $i; echo $IMPORTED }
env | grep '^IMPORTED='
--- env
IMPORTED=from-env
--- stdout
from-env
1
1
2
IMPORTED=2
