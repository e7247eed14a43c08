--- script
fn f { false; return }
f
echo $status
--- stdout
1
