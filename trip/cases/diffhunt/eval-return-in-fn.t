--- script
fn f { eval return 5; echo no }
f
echo $status
--- stderr
rc: line 1: return outside of function
--- status
1
