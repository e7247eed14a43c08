--- script
echo $\x
echo $#\ x
echo a$\ x
fn f {echo $\x}
--- rcflags
-n
-x
--- stderr
echo $''^'\x'
echo $#''^'\' x
echo a^$''^'\' x
fn f {echo $''^'\x'}
