--- script
fn a b { echo x }
fn a b
whatis a b
--- stderr
a not found
b not found
--- status
1
