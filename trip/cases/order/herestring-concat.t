--- script
cat <<<`{echo 1 >>log; echo x}^`{echo 2 >>log}^`{echo 3 >>log}
cat log
--- stdout
x1
2
3
