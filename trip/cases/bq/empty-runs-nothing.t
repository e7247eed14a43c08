--- script
bqstatus=7
x=``(`{echo side}){}; echo $bqstatus $#x
x=`{}; echo $bqstatus $#x
x=`{ {} }; echo $bqstatus $#x
--- stdout
7 0
7 0
0 0
