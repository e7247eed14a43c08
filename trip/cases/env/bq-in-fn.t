--- script
fn f { echo `{date} <{true} }
tripping env fn_f
--- stdout
fn_f={echo `{date} <{true}}
