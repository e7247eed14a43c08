# @{...} forks even as the last command of a child: when it is killed,
# that child says so and goes on, and its status is 1, not the signal.
--- script
x=`{@{ sh -c 'kill $PPID'; echo survived }}; echo A $bqstatus $x
@{@{ sh -c 'kill $PPID'; echo survived }}; echo B $status
@{@{ sh -c 'kill $PPID' }; echo after}; echo C $status
--- stdout
A 1
B 1
C sigterm
--- stderr
terminated
terminated
terminated
