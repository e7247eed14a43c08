# limit stacksize moves the stack guard: a recursion that never ends
# stops with the error under the new limit (issue 26, item 2); before,
# the guard kept the limit read at start-up and the shell died of SIGSEGV.
--- ref-differs: the reference dies of SIGSEGV when its stack runs out (doc/rc.1, DIFFERENCES)
--- script
limit stacksize 200k
fn f {f}
f
--- stderr
rc: line 3: too many nested calls (stack exhausted)
--- status
1
