--- script
fn f { echo $1 $3 $2 }
f a b c
--- stdout
a c b
