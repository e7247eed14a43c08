The pipe of <{} in an assignment made in a function, in a round of a
loop or under a local assignment is closed when that ends.
--- ref-differs: the reference fails an assertion and aborts when the function, the round or the command ends (issue 12)
--- script
fn f {x = <{echo hi}}; f; cat $x >[2]/dev/null; echo fn $status
for (i in 1) {x = <{echo hi}}; cat $x >[2]/dev/null; echo for $status
z = 1 {x = <{echo hi}}; cat $x >[2]/dev/null; echo local $status
--- stdout
fn 1
for 1
local 1
