--- script
x = ''
tripping env x
--- stdout
x=
