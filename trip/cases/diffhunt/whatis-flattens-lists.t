--- script
fn f { x = (a (b c)); echo (((a))) () (()) }
whatis f
--- stdout
fn f {x=(a b c);echo a}
