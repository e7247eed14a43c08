--- script
fn a b c { echo shared $0 }
a; b; c
--- stdout
shared a
shared b
shared c
