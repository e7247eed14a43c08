# A computed name works too.
--- script
n=x
x=(a)
$n=($x b)
echo $x
$n=(z $x)
echo $x
--- stdout
a b
z a b
