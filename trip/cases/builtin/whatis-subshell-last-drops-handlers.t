--- script
@{fn sighup {echo}; whatis -f}
echo --
@{fn foo {}; fn sighup {echo}; fn sigexit {echo bye}; whatis -f; whatis -f}
echo --
echo `{fn sigexit {echo x}; whatis -f}
fn sigusr1 {echo caught}
@{fn k {sh -c 'kill -USR1 $PPID'; echo after}; k}
echo $status
--- stdout

fn foo {}
fn sighup {echo}
fn sigexit {echo bye}
fn foo {}


sigusr1
--- stderr
user defined signal 1
