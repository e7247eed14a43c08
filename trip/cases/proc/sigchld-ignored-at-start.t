Started with SIGCHLD ignored, rc still gets its children's statuses, and
its children start with SIGCHLD at its default (bit 16 of SigIgn).
--- script
perl -e '$SIG{CHLD} = "IGNORE"; exec @ARGV' rc inner.rc
--- file inner.rc
sh -c 'exit 3'
echo $status
sh -c 'sleep 0.1; exit 4' &
wait
echo $status
awk '/SigIgn/ { d = substr($2, length($2) - 4, 1); print "sigchld", index("13579bdf", d) ? "ignored" : "default" }' /proc/self/status
--- stdout
3
4
sigchld default
