--- mode
c
--- args
a
b
--- script
echo $#* $*
--- stdout
2 a b
