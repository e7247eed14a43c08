--- script
echo x^`{echo 1 >>log}^`{echo 2 >>log}^`{echo 3 >>log}^y
cat log
--- stdout
xy
1
2
3
