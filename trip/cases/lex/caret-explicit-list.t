--- script
echo (a b)^(c d)
--- stdout
ac bd
