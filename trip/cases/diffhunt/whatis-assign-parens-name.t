--- script
fn f { (a) = 1 }
whatis f
--- stdout
fn f {a=1}
