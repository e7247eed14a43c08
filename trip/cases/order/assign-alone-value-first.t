--- script
`{echo 1 >>log; echo a}=`{echo 2 >>log; echo v} `{echo 3 >>log; echo b}=`{echo 4 >>log; echo w}
echo $a $b
cat log
--- stdout
v w
2
1
4
3
