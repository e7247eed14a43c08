--- script
fn f { echo out; echo err >[1=2] }
f >[2] e > o
cat o e
--- stdout
out
err
