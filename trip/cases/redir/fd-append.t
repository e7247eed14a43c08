--- script
echo a >[2=1] >>[2] e
echo b >[1=2] >>[2] e
cat e
--- stdout
a
--- stderr
b
