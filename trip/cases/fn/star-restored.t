--- args
outer
--- script
fn f { echo in $* }
f inner
echo out $*
--- stdout
in inner
out outer
