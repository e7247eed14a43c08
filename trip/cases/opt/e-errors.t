# -e ends the shell after a failed redirection, a redirected group, a
# bad status; cd's rooted failure ends it before the message.
--- script
for (s in 'cat >(); echo after' '{echo} >/nonexistent/x; echo after' '>/nonexistent/x; echo after' 'cd /nonexistent; echo after' 'home=/nonexistent cd; echo after' 'cd nonexist; echo after' 'fn f {return bad}; f; echo after') {
	rc -ec $s >[2=1]
	echo $status
}
--- stdout
rc: line 0: null filename in redirection
1
rc: /nonexistent/x: No such file or directory
1
rc: /nonexistent/x: No such file or directory
1
1
1
couldn't cd to nonexist
1
bad status
1
