whatis flattens a list inside a list, as the reference does (found by the parser fuzzer's print/read-back check).
--- script
fn f { ~ x !(a b) }
fn g { ~ x ((a b) c) }
whatis f g
--- stdout
fn f {~ x ('!' a b)}
fn g {~ x (a b c)}
