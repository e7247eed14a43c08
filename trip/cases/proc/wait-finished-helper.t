A <{} command that ended while rc waited for another is forgotten: wait
has nothing left to take a status from.  One still running is waited for.
--- ref-differs: the reference keeps the status of every ended <{} command for a wait that may never come (issue 12)
--- script
cat <{exit 3}
sleep 0.2
wait
echo forgotten $status
echo <{sleep 0.5; exit 4} >/dev/null
wait
echo waited $status
--- stdout
forgotten 0
waited 4
