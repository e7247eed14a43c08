--- env
fn_f={echo from-env}
--- rcflags
-p
--- script
f
echo $status
--- stdout
1
--- stderr
rc: cannot find `f'
