# A fn_ value that is not a {body} leaves an empty function, silently.
--- env
fn_f=echo hi
--- script
whatis f
--- stdout
fn f {}
