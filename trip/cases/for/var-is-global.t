--- script
i = old
fn f { for (i in new) true }
f
echo $i
--- stdout
new
