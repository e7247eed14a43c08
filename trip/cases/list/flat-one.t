--- script
x = (one)
echo $"x
--- stdout
one
