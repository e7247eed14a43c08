Infinite function recursion: a clean rc: error and status 1, not SIGSEGV.
--- script
fn f { f }
f
echo not reached
--- ref-differs: the reference recurses until it dies of SIGSEGV
--- stderr-match
rc: .*
--- status
1
