--- script
fn f { a = (1 2) b = '' echo; c = x }
whatis f
--- stdout
fn f {a=(1 2) b='' echo;c=x}
