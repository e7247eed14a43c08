# The new words are globbed; the old ones are not, even when they look like patterns.
--- file a1
--- file a2
--- script
x=('a*')
x=($x a*)
echo $x $#x
x=(a? $x)
echo $x $#x
--- stdout
a* a1 a2 3
a1 a2 a* a1 a2 5
