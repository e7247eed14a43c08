Endless recursion through eval: a clean rc: error, status 1.  Each eval
counts its lines from one before its caller's, as the reference's do, so
the line number is far below zero by then.
--- script
fn f { eval f }
f
echo not reached
--- stderr-match
rc: line -[0-9]+: too many nested calls \(stack exhausted\)
--- status
1
--- ref-differs: the reference recurses until it dies of SIGSEGV
