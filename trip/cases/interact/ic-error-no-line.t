# Under -i every message goes without "line N:", and an error does not
# end the shell.
--- rcflags
-i
--- mode
c
--- script
echo a; cat >(); echo b
cat >(1 2)
break
echo c; if; echo d
echo e
--- stdout
a
b
e
--- stderr
rc: null filename in redirection
rc: multi-word filename in redirection
rc: break outside of loop
rc: syntax error
