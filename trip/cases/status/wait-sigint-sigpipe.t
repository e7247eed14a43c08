# wait reports a job killed by sigint or sigpipe by its pid alone, with
# no newline, as the reference does; the others by pid and name.
--- script
for (sig in 2 13 15 1) {
	y=``($nl){rc -c 'tripping die '^$sig^' & a=$apid; wait; echo $status; echo $a' >[2=1]}
	echo $sig: $#y `{echo $y(1) | sed 's/^'^$y($#y)^'/PID/'}
}
for (sig in 2 13 15 1) {
	y=``($nl){rc -c 'tripping die '^$sig^' & a=$apid; wait $a; echo $status; echo $a' >[2=1]}
	echo $sig: $#y `{echo $y(1) | sed 's/^'^$y($#y)^'/PID/'}
}
--- stdout
2: 2 PID: sigint
13: 2 PID: sigpipe
15: 3 PID: terminated
1: 3 PID: hangup
2: 2 PID: sigint
13: 2 PID: sigpipe
15: 3 PID: terminated
1: 3 PID: hangup
