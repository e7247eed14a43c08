# A fn_ value that is not a {body} leaves an empty function.
--- ref-differs: the reference drops the definition silently; issue 2 asks for a report
--- env
fn_f=echo hi
--- script
whatis f
--- stdout
fn f {}
--- stderr
rc: fn_f: not a function definition; ignored
