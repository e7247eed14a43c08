--- script
fn sigusr1 { echo parent caught }
@{ sh -c 'kill -USR1 $PPID'; echo after $status }
echo st $status
--- stdout
st sigusr1
--- stderr
user defined signal 1
