--- env
fn_=
--- script
whatis fn_
echo $status
--- stdout
1
--- stderr
fn_ not found
