# $status is the last command's even as a for loop's variable: the loop's
# words are kept nowhere, and whatis shows the status too.
--- script
false; for (status in 3 4) echo $status
for (status in 5) whatis status
fn f { echo in f $status }
false; for (status in 6) f
for (status in 7) { true; echo $status }
--- stdout
1
0
status=0
in f 1
0
