# The environment a command gets is the grown value.
--- script
x=(a b)
x=($x c)
rc -c 'echo $#x $x'
x=(z $x)
tripping env x
x=($x 'two words')
rc -c 'echo $#x $x(6)'
--- stdout
3 a b c
x=z\001a\001b\001c
5
