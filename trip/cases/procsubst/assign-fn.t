In a function body the pipe of an assignment's <{} is kept for the next
command; a function call run after the assignment reads it, and ends it.
--- script
fn f {x = <{echo in a body}
cat $x}
f
f
fn g {cat $x}
x = <{echo caller}; g; g >[2]/dev/null; echo status $status
--- stdout
in a body
in a body
caller
status 1
