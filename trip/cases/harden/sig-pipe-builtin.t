A builtin writing to a closed pipe: the writer dies of SIGPIPE, silently.
--- script
rc -c 'for (i in `{seq 20000}) echo yyyyyyyy; echo not reached >[1=2]' | sed 1q
echo $status
--- stdout
yyyyyyyy
sigpipe 0
