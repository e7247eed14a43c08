# return, break and continue leave an exec'd builtin as they would leave
# any; rc goes on, with fn sigexit no longer run.
--- script
fn sigexit {echo bye}
fn g {exec return 4; echo not reached}
g
echo after $status
for (i in 1 2) {exec break; echo not reached}
echo end
--- stdout
after 4
end
--- stderr
rc: read: Bad file descriptor
--- status
1
