--- rcflags
-e
--- script
fn f { {return 2} || echo not }
f
echo f $status
false
echo -e is off after return
--- stdout
f 2
-e is off after return
