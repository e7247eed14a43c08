$pid, $apid and $bqstatus are taken from the environment, and not
passed on.
--- env
pid=123
apid=45
bqstatus=3
--- script
echo $pid $apid $bqstatus
rc -c 'echo $#apid $#bqstatus; ~ $pid 123 || echo own pid'
x=`{true}; echo $bqstatus
--- stdout
123 45 3
0 0
own pid
0
