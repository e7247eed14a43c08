whatis prints `fn` with no name or several names as the reference does (found by the parser fuzzer's print/read-back check).
--- script
fn g { echo `{fn} }
fn h { fn; fn a; fn a b }
whatis g h
--- stdout
fn g {echo `{fn ()}}
fn h {fn ();fn a;fn (a b)}
