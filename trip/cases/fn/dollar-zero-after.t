--- args
x
--- script
fn f { true }
f
echo $0 $1
--- stdout
../script x
