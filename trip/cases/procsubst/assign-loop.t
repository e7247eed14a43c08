In each round of a loop, the command after the assignment reads the
pipe; an assignment in a while condition is read after a break.
--- script
for (i in 1 2) {x = <{echo round $i}; cat $x}
i = ()
while (! ~ $#i 2) {x = <{echo while $#i}; cat $x; i = ($i 1)}
while (x = <{echo condition}) {break}; cat $x
--- stdout
round 1
round 2
while 0
while 1
condition
