--- script
echo x^'' ''^y
--- stdout
x y
