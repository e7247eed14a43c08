--- script
fn f {if (true) a; if not}
fn g {if (true) a; if not
b}
fn h {if (true) a else ; b}
whatis f g h
--- mode
both
--- stdout
fn f {if(true){a}else ()}
fn g {if(true){a}else b}
fn h {if(true)a else;b}
