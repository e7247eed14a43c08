--- script
fn
echo $status
--- stdout
0
