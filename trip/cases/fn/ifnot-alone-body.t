A body that is an if not with no if before it: defined, printed, and an error when run.
--- script
fn f {if not echo}
whatis f
fn g {echo | if not echo}
whatis g
f
echo after $status
--- stdout
fn f {if not echo}
fn g {echo|if not echo}
--- stderr
rc: line 5: `if not' must follow `if'
--- status
1
--- ref-differs: the reference panics (rc panic: unexpected node in treecpy!) when it defines such a function; doc/rc.1, DIFFERENCES
