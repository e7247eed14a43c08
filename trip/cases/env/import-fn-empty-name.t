An entry fn_ defines the function named '', parsed when listed.
--- env
fn_={echo a}{echo b}
fn_g={echo g}
--- script
whatis | grep '^fn'
tripping env fn_
--- stdout
fn '' {}
fn g {echo g}
fn_={echo a}\001{echo b}
--- stderr
rc: line 1: syntax error near 
