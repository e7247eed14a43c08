--- script
echo (a b)^`{echo 1 >>log}^`{echo 2 >>log}^(c d)
echo (`{echo 3 >>log}^`{echo 4 >>log}^x `{echo 5 >>log})^`{echo 6 >>log}^`{echo 7 >>log}
cat log
--- stdout
ac bd
x
1
2
3
4
5
6
7
