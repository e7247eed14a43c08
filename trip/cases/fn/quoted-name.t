--- script
fn 'a b' { echo spaced }
'a b'
--- stdout
spaced
