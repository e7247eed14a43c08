--- script
for (i in 1 2 3) {
	echo `{echo $i}
	if (~ $i 1) fn echo { builtin echo fn $* }
	if (~ $i 2) fn echo
}
--- stdout
1
fn fn 2
3
