Write errors on /dev/full are reported by every builtin that writes (the
reference's pwd is external and reports its own).
--- ref-differs: the reference's builtins are silent and return 0, losing the data (issue 12)
--- script
pwd >/dev/full
echo pwd $status
whatis path >/dev/full
echo whatis $status
echo -n x >/dev/full
echo echo-n $status
fn f {echo}
whatis f >/dev/full
echo whatis-fn $status
whatis -b >/dev/full
echo whatis-b $status
limit >/dev/full
echo limit $status
umask >/dev/full
echo umask $status
builtin echo x >/dev/full
echo builtin $status
{echo a; echo b} >/dev/full
echo group $status
whatis nosuch >[2]/dev/full
echo not-found $status
--- stdout
pwd 1
whatis 1
echo-n 1
whatis-fn 1
whatis-b 1
limit 1
umask 1
builtin 1
group 1
not-found 1
--- stderr
pwd: write error: No space left on device
rc: whatis: write error: No space left on device
rc: echo: write error: No space left on device
rc: whatis: write error: No space left on device
rc: whatis: write error: No space left on device
rc: limit: write error: No space left on device
rc: umask: write error: No space left on device
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
rc: echo: write error: No space left on device
