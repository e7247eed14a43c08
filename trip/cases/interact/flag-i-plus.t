# flag i + makes the shell interactive from then on: no line numbers; an
# error still ends a shell that did not start interactive.
--- mode
c
--- script
echo a
flag i +; cat >()
echo b
break
echo not reached
--- stdout
a
b
--- stderr
rc: null filename in redirection
rc: break outside of loop
--- status
1
