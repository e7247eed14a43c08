--- script
false; true & echo $status
false; true &; echo $status
@{false; true &}; echo $status
false; {true &}; echo $status
fn f {false; true &}; f; echo $status
false; sleep 0.1 & echo $status
false; true &
echo $status
--- stdout
1
1
1
1
1
1
0
