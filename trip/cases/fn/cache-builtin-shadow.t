--- script
for (i in 1 2 3) {
	echo $i
	if (~ $i 1) fn echo { builtin echo fn $* }
	if (~ $i 2) fn echo
}
fn cd { echo not cd }
for (i in 1 2) { cd /; if (~ $i 1) fn cd }
pwd
--- stdout
1
fn 2
3
not cd
/
