--- script
x=(a b c)
echo $x(`{echo 1 >>log; echo 1}^`{echo 2 >>log}^`{echo 3 >>log})
cat log
--- stdout
a
1
2
3
