--- script
fn f { echo $x }
x = global
x = local f
echo $x
--- stdout
local
global
