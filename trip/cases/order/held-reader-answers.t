A shell reading commands from a pipe whose writer waits for each answer: what it echoed goes out before it waits for more input.
--- timeout
20
--- script
mkfifo in out
rc <in >out &
{
	echo 'echo one; echo two'
	sed 2q <[0=3] >got
	echo 'echo three; exit'
	cat <[0=3] >>got
} >in <[3]out
wait
cat got
--- stdout
one
two
three
