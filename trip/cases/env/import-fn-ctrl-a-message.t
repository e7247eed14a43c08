--- script
env 'fn_m={echo m}'^`{tripping bytes '\001'}^'{echo n}' rc -c 'm; whatis m; echo $status'
--- stdout
fn m {}
0
--- stderr
rc: line 1: syntax error near 
