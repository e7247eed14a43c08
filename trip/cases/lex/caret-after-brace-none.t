--- script
fn f {echo f}c
whatis f
--- stderr
rc: line 0: syntax error near c
--- status
1
