--- script
echo -n a b
echo c
--- stdout
a bc
