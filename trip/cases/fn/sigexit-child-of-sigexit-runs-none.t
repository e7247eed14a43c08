--- script
fn sigexit {
x=`{nosuchprog tab}; echo $#x $x
nosuchprog | true
}
echo main
--- stdout
main
0
--- stderr
rc: cannot find `nosuchprog'
rc: cannot find `nosuchprog'
--- status
1
