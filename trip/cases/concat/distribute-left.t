--- script
echo x^(1 2 3)
--- stdout
x1 x2 x3
