--- script
fn f { return (1 2) }
f
echo $status
--- stdout
1 2
