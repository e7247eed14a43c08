# flag i - in an interactive shell brings line numbers back; errors still
# do not end it.
--- rcflags
-i
--- mode
c
--- script
flag i -
cat >()
break
echo after
--- stdout
after
--- stderr
rc: line 2: null filename in redirection
rc: line 3: break outside of loop
