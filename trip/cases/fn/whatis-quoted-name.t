--- script
fn 'x y' { echo a }
whatis 'x y'
--- stdout
fn 'x y' {echo a}
