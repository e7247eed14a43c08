--- script
fn f { echo a }; f
--- stdout
a
