--- script
fn f { echo 'x y' $z }
tripping env fn_f
--- stdout
fn_f={echo 'x y' $z}
