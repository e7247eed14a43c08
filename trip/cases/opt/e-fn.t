--- rcflags
-e
--- script
fn f { false; echo in-f }
f
echo after
--- status
1
