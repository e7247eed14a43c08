--- script
newpgrp
echo $status
--- stdout
0
