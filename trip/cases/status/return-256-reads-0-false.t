--- script
fn g {return 256}
g && echo true || echo false
g; echo $status
fn h {return 512}
if (h) echo t; if not echo f
while (h) {echo loop; break}
! h && echo bang
fn k {g}
k && echo true || echo false
--- stdout
false
0
f
bang
false
