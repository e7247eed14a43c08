# -x traces a command before its redirection fails.
--- rcflags
-x
--- script
cat out >(a b)
false >$nosuchvar
tr a-z A-Z <<<$$l
umask 999 >()
cat >/nonexistent/x
--- stderr
cat out
rc: line 1: multi-word filename in redirection
false
rc: line 2: null filename in redirection
tr a-z A-Z
rc: line 3: null variable name
umask 999
rc: line 4: null filename in redirection
cat
rc: /nonexistent/x: No such file or directory
--- status
1
