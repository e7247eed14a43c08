--- script
`{echo 1 >>log; echo a}=`{echo 2 >>log; echo v} `{echo 3 >>log; echo b}=`{echo 4 >>log; echo w} echo `{echo 5 >>log}
cat log
--- stdout

1
2
3
4
5
