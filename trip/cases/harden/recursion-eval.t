Endless recursion through eval: a clean rc: error with a sane line number (not negative), status 1.
--- script
fn f { eval f }
f
echo not reached
--- stderr-match
rc: line [0-9]+: .*|rc: [^l].*
--- status
1
--- ref-differs: the reference recurses until it dies of SIGSEGV
