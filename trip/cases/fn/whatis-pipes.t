--- script
fn f { a |[2] b |[3=4] c & d; @ e; ! f }
whatis f
--- stdout
fn f {a|[2]b|[3=4]c&d;@ e;!f}
