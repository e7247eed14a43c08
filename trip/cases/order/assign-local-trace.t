--- rcflags
-x
--- script
`{echo a}=`{echo v} `{echo b}=`{echo w} true
--- stderr
echo a
echo v
a=v
echo b
echo w
b=w
true
