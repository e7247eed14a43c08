--- rcflags
-e
--- script
n=()
while ({n=($n 1); ~ $#n 2 && break; true}) echo round
false
echo -e is off after a later test break
for (i in 1) { while (break) echo x }
false
echo and a first test
--- stdout
round
-e is off after a later test break
and a first test
