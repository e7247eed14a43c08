--- args
a
b
--- script
echo $01 $02
echo $#01
--- stdout
a b
1
