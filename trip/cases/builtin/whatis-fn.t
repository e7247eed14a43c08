--- script
fn f { echo hi }
whatis f
--- stdout
fn f {echo hi}
