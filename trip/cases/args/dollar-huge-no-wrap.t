A variable name of digits is a place in $* by its whole value: one past
2^32 is no argument, not $1, and 4294967295 is a numeric name.
--- ref-differs: the reference reads the digits modulo 2^32 in an int: $4294967297 is $1, $4294967296 is $0, and 4294967295 (-1) names an ordinary variable
--- script
echo $4294967297 $#4294967296 $99999999999 end
4294967295 = x
--- args
a
--- stdout
0 end
--- stderr
rc: line 2: numeric variable name
--- status
1
