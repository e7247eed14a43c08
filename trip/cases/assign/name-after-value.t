# A variable name that must be worked out ($x=, `{}=) is, after the value:
# an error in the value is said first.
--- script
x=a
$x=`{echo b}
echo $a
y=()
rc -c '$y=$z(0)'
rc -c '$y=`{echo v >[1=2]}'
--- stdout
b
--- stderr
rc: line 0: bad subscript
v
rc: line 0: null variable name
--- status
1
