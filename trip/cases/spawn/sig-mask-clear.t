--- script
sed -n '/^SigBlk/p' /proc/self/status
--- stdout
SigBlk:	0000000000000000
