--- script
echo x |[1] cat
--- stdout
x
