# A command that comes to nothing (words that expand to none, or
# redirections alone) leaves $status as rc would exit with it: a single
# number stays, a list or a signal becomes 0 or 1 by its truth.
--- script
true | false; $x; echo A $status
sh -c 'exit 3' | true; >/dev/null; echo B $status
sh -c 'exit 3'; $x; echo C $status
sh -c 'kill $$'; x=() $x; echo D $status
true | false; >[2=1]; echo E $status
--- stdout
A 1
B 1
C 3
D 1
E 0 1
--- stderr
terminated
