# exec with no command and newpgrp leave $status as it was.
--- script
false; exec; echo $status
false; newpgrp; echo $status
--- stdout
1
1
