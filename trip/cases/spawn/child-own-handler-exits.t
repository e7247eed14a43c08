--- script
@{ fn sigusr1 { echo caught usr1 }
sh -c 'kill -USR1 $PPID'
echo after $status }
echo st $status
@{ fn sigint { echo caught int }
sh -c 'kill -INT $PPID'
echo after $status }
echo st $status
x=`{ fn sigusr2 { echo c2 }; sh -c 'kill -USR2 $PPID'; echo after }
echo bq $#x
--- stdout
st 1
st 1
bq 0
