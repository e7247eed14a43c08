# return with a list sets a pipeline's status; one bad word spoils it.
--- script
fn f {return $*}
f 3 0 sigpipe; echo $status
f 1 bad 2; echo $status
f; echo $status
f (); echo $status
fn g {return bad; echo after}; g; echo $status
--- stdout
3 0 sigpipe
1
0
0
1
--- stderr
bad status
bad status
