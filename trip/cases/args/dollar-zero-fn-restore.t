--- script
fn f { echo $0 }
f
echo $0
--- stdout
f
../script
