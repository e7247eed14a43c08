--- script
&
echo apid $#apid
fn a { & }
fn b { x & & y }
whatis a b
--- stdout
apid 0
fn a {}
fn b {x&y}
