--- script
fn f { echo one }
fn f
f
--- stderr
rc: cannot find `f'
--- status
1
