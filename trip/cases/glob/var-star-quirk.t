--- file ab
--- file ac
--- script
x = a
echo $x*
echo $x^*
--- stdout

ab ac
