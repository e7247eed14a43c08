--- script
switch (x) {
case `{echo 1 >>log}^`{echo 2 >>log}^`{echo 3 >>log} `{echo 4 >>log}
	echo no
case x
	echo yes
}
cat log
--- stdout
yes
1
2
3
4
