# A ^C that reaches the shell while it waits for a backquote abandons the
# command at once: the echo does not run, and a script ends there (fn
# sigexit sees $status as it was); a fn sigint runs and the command goes on.
--- script
echo 'fn sigexit {echo bye $status}
echo B `{sh -c ''kill -INT $PPID''}
echo not reached' >s1
rc s1
echo 'fn sigint {echo caught}
echo B `{sh -c ''kill -INT $PPID''}
echo C' >s2
rc s2
--- stdout
bye 0
caught
B
C
