# exit with a list or a signal name: false unless every word is 0.
--- script
for (s in 'exit sigfpe' 'exit 0 sigfpe' 'exit (0 1)' 'exit (0 0)' 'exit (3 5)' 'exit 300' 'exit 0 bad' 'exit bad' 'exit 5 bad' 'exit ''''' 'exit sigint+core' 'exit +core' 'exit 007' 'false; exit') {
	rc -c $s
	echo $s: $status
}
--- stdout
exit sigfpe: 1
exit 0 sigfpe: 1
exit (0 1): 1
exit (0 0): 0
exit (3 5): 1
exit 300: 44
exit 0 bad: 1
exit bad: 1
exit 5 bad: 1
exit '': 0
exit sigint+core: 1
exit +core: 0
exit 007: 7
false; exit: 1
--- stderr
bad status
bad status
bad status
