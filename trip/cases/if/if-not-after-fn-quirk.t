--- script
fn e { if (true) x = 1 }
e
if (false) r = yes
if not r = no
echo r=$r
--- stdout
r=
