--- script
fn { echo x }
--- stderr
rc: line 1: null function name
--- status
1
