# A child is given its environment sorted by whole strings, so a variable
# fn_f and a function f both go, the variable's after the function's when
# its text sorts later ('{' is after letters), and the child takes the last.
--- script
b=1; a=(x y); fn z {}; fn a {}; Q=3; 'a.b'=4; a0=5
env | grep -Ev '^(PATH|HOME|PWD|SHLVL|_|OLDPWD)='
fn f {echo F}; fn_f='{echo G}' rc -c f
fn_f=zz; rc -c 'whatis f'
--- stdout
Q=3
a0=5
a=xy
a__2eb=4
b=1
fn_a={}
fn_z={}
nl=

tab=	
G
fn f {echo F}
