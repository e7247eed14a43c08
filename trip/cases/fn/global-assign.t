--- script
fn f { v = set-in-fn }
f
echo $v
--- stdout
set-in-fn
