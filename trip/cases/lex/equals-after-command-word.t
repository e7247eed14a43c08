--- script
echo x=y z
tripping args x=y
--- stdout
x=y z
1 <x=y>
