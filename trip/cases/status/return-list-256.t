--- script
fn g {return (0 256)}
g && echo true || echo false
g; echo $status
exit (0 256)
--- stdout
false
0 0
--- status
1
