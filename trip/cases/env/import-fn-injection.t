# An imported function with text after its body is refused silently, and
# nothing of it runs; the function is then empty.
--- env
fn_f={echo ok}; echo INJECTED
--- script
f
echo $status
whatis f
--- stdout
0
fn f {}
