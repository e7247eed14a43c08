# An if not with nothing after it is dropped, as an empty else is.
--- ref-differs: the reference prints it as else (), which it reads back as no else at all (doc/rc.1, DIFFERENCES)
--- script
fn f {if (true) a; if not}
fn g {if (true) a; if not
b}
fn h {if (true) a else ; b}
whatis f g h
--- mode
both
--- stdout
fn f {if(true)a}
fn g {if(true){a}else b}
fn h {if(true)a else;b}
