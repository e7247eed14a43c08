--- script
echo (a b c)^(1 2 3)
--- stdout
a1 b2 c3
