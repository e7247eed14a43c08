--- script
fn sigusr2 {}
sed -n '/^SigIgn/p' /proc/self/status
--- stdout
SigIgn:	0000000000000800
