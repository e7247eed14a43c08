A subshell recursing without end fails alone; the parent goes on.
--- script
fn f { f }
rc -c 'fn f { f }; f' >[2]/dev/null
echo status $status
--- ref-differs: the reference's child dies of SIGSEGV
--- stdout
status 1
