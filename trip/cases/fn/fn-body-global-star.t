--- args
top
--- script
fn f { shift; echo $#* }
f a b
echo $*
--- stdout
1
top
