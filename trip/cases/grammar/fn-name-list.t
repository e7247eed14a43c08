--- script
fn (a b) { echo list-names }
a
--- stdout
list-names
