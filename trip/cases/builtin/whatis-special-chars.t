--- script
v = ('a''b' '$c' 'd e' f)
whatis v
--- stdout
v=('a''b' '$c' 'd e' f)
