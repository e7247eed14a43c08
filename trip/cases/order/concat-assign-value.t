--- script
x=`{echo 1 >>log}^`{echo 2 >>log}^`{echo 3 >>log}
cat log
--- stdout
1
2
3
