# fifos.sh: FIFOs, directories and devices where rc expects files (., <,
# >, >>, a script named on the command line, $history, standard output):
# read and written as the reference does, an error said where there is
# one, and no hang.  A FIFO's writer is started first: it blocks until
# the shell opens the FIFO, so the order is fixed.

mkfifo f1
cat >fifo.rc <<'EOF'
echo 'echo from dot' >f1 &
. ./f1; echo dot $status
echo 'echo from stdin' >f1 &
cat <f1; echo from $status
cat f1 >out &
echo to fifo >f1; echo to $status
wait; cat out
cat f1 >out &
echo appended >>f1; echo append $status
wait; cat out
echo 'echo script $0' >f1 &
rc f1; echo script $status
echo 'echo -i script' >f1 &
rc -i f1 >[2]/dev/null; echo script-i $status
exec <f1 &
echo 'echo exec' >f1
wait
echo end
EOF
same fifos 'rc fifo.rc'
same fifos-stdin 'rc <fifo.rc'

# Directories and devices.
cat >dev.rc <<'EOF'
rc /dev/null; echo null $status
. /dev/null; echo dot-null $status
rc /; echo dir $status
cat </; echo from-dir $status
echo x >/; echo to-dir $status
echo x >>/; echo append-dir $status
echo x >/dev/null; echo to-null $status
cat </dev/null; echo from-null $status
. /nonexistent; echo not reached
EOF
same devices 'rc dev.rc'
same devices-stdin 'rc <dev.rc'
same dot-dir "rc -c '. /; echo not reached'"

# Standard output a device that is always full: every builtin says so.
try full 'rc -c "echo a; echo st \$status >[1=2]; whatis path; echo st \$status >[1=2]" >/dev/full'
check stdout-full "test \"\$(cat full.err)\" = 'rc: echo: write error: No space left on device
st 1
rc: whatis: write error: No space left on device
st 1'" || show full

# $history a FIFO no one reads: rc must not hang opening it before every
# command (issue 26, item 4); the reference does.
mkfifo hfifo
PROBE_TIMEOUT=5 try hist "printf 'echo one\necho two\n' | history=hfifo rc -i"
check history-fifo "test \"\$(status hist)\" = 0 && test \"\$(cat hist.out)\" = 'one
two'" || show hist
