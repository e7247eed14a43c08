--- script
fn f { true }
fn f
tripping env fn_f
