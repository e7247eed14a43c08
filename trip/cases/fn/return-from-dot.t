--- file inc.rc
echo before
return 3
echo after
--- script
fn f { . ./inc.rc; echo in-f $status }
f
--- stdout
before
--- stderr
rc: line 2: return outside of function
--- status
1
