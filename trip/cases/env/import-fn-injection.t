# An imported function with text after its body is refused, reported, and
# nothing of it runs; the function is then empty.
--- ref-differs: the reference drops the definition silently; issue 2 asks for a report
--- env
fn_f={echo ok}; echo INJECTED
--- script
f
echo $status
whatis f
--- stdout
0
fn f {}
--- stderr
rc: fn_f: not a function definition; ignored
