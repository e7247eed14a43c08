--- script
fn f { echo 'if' 'fn' '' '''' 'a=b' '#' }
whatis f
--- stdout
fn f {echo if fn '' '''' 'a=b' '#'}
