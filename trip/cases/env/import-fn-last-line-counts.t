--- script
env 'fn_g={echo a}
fn h {echo b}' 'fn_k={echo a}{
fn h {echo c}' rc -c 'whatis -f; g; k'
--- stdout
fn g {echo b}
fn k {echo c}
b
c
--- stderr
rc: line 1: syntax error near '{'
