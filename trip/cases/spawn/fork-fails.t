# When no process can be made, rc says fork's error without a line number
# and the script stops, status 1, as the reference does.  (Run as another
# user when root, whom the process limit does not bind.)
--- script
run = ()
if (~ `{id -u} 0) run = (setpriv --reuid=65534 --regid=65534 --clear-groups)
cd /
$run rc -c 'limit maxproc 1; ls /; echo not reached'
echo status $status
--- stdout
status 1
--- stderr
rc: fork: Resource temporarily unavailable
