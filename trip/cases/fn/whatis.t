--- script
fn f { echo a; echo b | cat }
whatis f
--- stdout
fn f {echo a;echo b|cat}
