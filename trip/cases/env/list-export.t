--- script
x = (a b c)
tripping env x
--- stdout
x=a\001b\001c
