--- script
for (p in /a /bb /ccc) { path = ($p /z); echo $PATH; PATH = $p^:/y; echo $path }
fn f { path = $1; echo $PATH }
f /q
echo $PATH $path
path = /x PATH = /m:/n echo $path
echo $path
--- stdout
/a:/z
/a /y
/bb:/z
/bb /y
/ccc:/z
/ccc /y
/q
/q /q
/m /n
/q
