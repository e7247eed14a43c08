A loop that echoes nothing lets go of what was echoed before it: the reader gets the line while the loop runs on.
--- timeout
20
--- script
rc -c 'echo $pid; while () {}' | {
	p=`{sed 1q}
	kill $p
	echo got a pid $#p
}
rc -c 'echo $pid; for (i in `{seq 200000}) x=$i; while () {}' | {
	p=`{sed 1q}
	kill $p
	echo got a pid $#p
}
--- stdout
got a pid 1
got a pid 1
--- stderr
terminated
terminated
--- status
1
