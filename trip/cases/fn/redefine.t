--- script
fn f { echo one }
fn f { echo two }
f
--- stdout
two
