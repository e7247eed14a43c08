# exec in the reference's order: with no command, a failed redirection
# ends the shell after fn sigexit; with one, the command is looked for
# first, a failed redirection then ends it without fn sigexit, and a
# failed exec runs fn sigexit.
--- script
rc -c 'exec >/nonexistent/x; echo after' >[2=1]; echo $status
rc -ic 'exec </nonexistent; echo after' >[2=1]; echo $status
for (s in 'exec >/nonexistent/x; echo after' 'exec >[2]/nonexistent/x ls; echo after' 'exec >/nonexistent/x nonexistentcmd; echo after' 'exec /nonexistent; echo after') {
	rc -c 'fn sigexit {echo bye}; '^$s >[2=1]
	echo $status
}
--- stdout
rc: /nonexistent/x: No such file or directory
1
rc: /nonexistent: No such file or directory
1
rc: /nonexistent/x: No such file or directory
bye
0
rc: /nonexistent/x: No such file or directory
1
rc: cannot find `nonexistentcmd'
bye
0
rc: /nonexistent: No such file or directory
bye
0
