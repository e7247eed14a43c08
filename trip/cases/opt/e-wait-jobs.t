# Under -e a bare wait ends rc at the first failed job it reaps (the
# newest first), though $status after the whole wait is the oldest's.
--- rcflags
-e
--- script
{ exit 1 } &
{ exit 2 } &
wait || echo in a condition: $status
{ exit 3 } &
{ exit 4 } &
wait
echo not reached
--- stdout
in a condition: 1
--- status
4
