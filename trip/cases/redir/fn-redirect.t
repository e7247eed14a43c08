--- script
fn f { echo in-f }
f > out
cat out
--- stdout
in-f
