--- script
tripping bytes 'exec >/nonexistent/x; echo after $status\necho next $status\nexec >[2=1] >/nonexistent/y\necho $status >[1=2]\n' >s
rc -i <s; echo status $status
rc -e -i <s; echo status $status
rc <s; echo status $status
rc -c 'fn sigexit {echo bye}; exec </nonexistent/y'; echo status $status
--- stdout
next 1
rc: /nonexistent/y: No such file or directory
; 1
; status 0
status 1
status 1
bye
status 0
--- stderr
; rc: /nonexistent/x: No such file or directory
; ; ; rc: /nonexistent/x: No such file or directory
rc: /nonexistent/x: No such file or directory
rc: /nonexistent/y: No such file or directory
