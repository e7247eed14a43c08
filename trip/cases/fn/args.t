--- script
fn f { echo $#* $* }
f a 'b c' d
--- stdout
3 a b c d
