--- file se.rc
fn sigexit {
echo b
break
}
echo x
--- script
rc se.rc
rc <se.rc
rc -c 'fn sigexit {echo b; break}; flag i +'
rc -c 'fn sigexit {echo b; break}; exit 3'
echo $status
--- stdout
x
b
x
b
b
b
1
--- stderr
rc: line -1: break outside of loop
rc: line -1: break outside of loop
rc: line -1: break outside of loop
rc: line 0: break outside of loop
