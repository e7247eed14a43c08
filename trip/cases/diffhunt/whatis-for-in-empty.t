--- script
fn f { for (i in) echo $i }
whatis f
--- stdout
fn f {for(i in ())echo $i}
