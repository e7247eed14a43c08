A backquote's child keeps the signal handlers and fn sigexit written in rc defined and callable until its last command, as the reference's (which makes no reset there) does; that last command runs with them dropped, as by exec.
--- script
fn sigint {echo int}
x=`{sigint; echo after}; echo $status $x
x=`{whatis sigint; whatis sigint >[2]/dev/null}; echo $status $x
x=`{sigint}; echo $status $#x
fn sigexit {echo bye}
x=`{whatis sigexit; sigexit; echo after}; echo $status $x
x=`{sigexit}; echo $status $#x
echo end
--- stdout
0 int after
0 fn sigint {echo int}
0 0
0 fn sigexit {echo bye} bye after
0 0
end
bye
