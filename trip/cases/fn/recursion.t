--- script
fn count {
	if (! ~ $#* 0) {
		echo $#*
		shift
		count $*
	}
}
count a b c
--- stdout
3
2
1
