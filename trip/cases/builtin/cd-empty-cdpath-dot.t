--- script
mkdir d1
here=`{pwd}
fn where {switch (`{pwd}) {case $here; echo here; case $here/d1; echo d1; case *; echo elsewhere}}
cdpath=(. d1)
@{cd ''; where}
@{cdpath=(d1 .); cd ''; where}
@{cdpath=(''); cd ''; where}
@{cdpath=(./ d1); cd ''; where}
--- mode
both
--- stdout
here
d1
here
here
--- stderr
couldn't cd to 
