Calling a function with an empty body sets $status to 0.
--- script
fn f {}
false; f; echo $status
false; f a b >/dev/null; echo $status
fn g {;}
false; g; echo $status
--- stdout
0
0
0
