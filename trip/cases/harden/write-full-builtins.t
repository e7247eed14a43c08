Write errors on /dev/full are reported where the reference reports them (its pwd is external).
--- script
pwd >/dev/full
echo pwd $status
whatis path >/dev/full
echo whatis $status
echo -n x >/dev/full
echo echo-n $status
--- stdout
pwd 1
whatis 0
echo-n 0
--- stderr
pwd: write error: No space left on device
