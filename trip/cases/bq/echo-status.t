--- script
false
x = `{echo $status}
echo $x $status $bqstatus
false
echo `{echo a} $status
fn f { return 3 }
f
x = `{echo $status}; echo $x
--- stdout
1 0 0
a 0
3
