# $= names the variable "=", which cannot be set.
--- script
echo $= b
echo $#= $^=
--- stdout
b
0
