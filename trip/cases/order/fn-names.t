--- script
fn `{echo 1 >>log; echo a}^`{echo 2 >>log}^`{echo 3 >>log} {echo in a}
a
cat log
--- stdout
in a
1
2
3
