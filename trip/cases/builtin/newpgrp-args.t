--- script
newpgrp x
echo $status
--- stdout
1
--- stderr
rc: too many arguments to newpgrp
