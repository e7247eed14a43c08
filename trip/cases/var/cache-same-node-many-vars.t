--- script
fn show { echo $$1 }
a = 1; b = 2
for (n in a b a) show $n
for (n in a b) { $n = v$n; echo $$n }
echo $a $b
--- stdout
1
2
1
va
vb
va vb
