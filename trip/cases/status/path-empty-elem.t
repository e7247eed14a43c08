--- script
PATH = :/bin
echo $#path
whatis path
--- stdout
2
path=('' /bin)
