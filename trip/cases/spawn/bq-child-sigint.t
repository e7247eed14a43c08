--- script
x=`{ sh -c 'kill -INT $PPID'; echo bq survived }
echo bq $status $#x
--- stdout
bq 0 0
