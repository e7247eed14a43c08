--- env
fn_f={echo ok}; echo INJECTED
--- script
f
echo $status
whatis f
--- stdout
0
fn f {}
