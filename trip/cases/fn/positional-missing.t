--- script
fn f { echo '['$5']' }
f a
--- stdout
[]
