--- script
fn f { echo a; echo b }
tripping env fn_f
--- stdout
fn_f={echo a;echo b}
