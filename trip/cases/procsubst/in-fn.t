--- script
fn f { cat $1 }
f <{echo via-fn}
--- stdout
via-fn
