--- script
fn nosuchfn
echo $status
--- stdout
0
