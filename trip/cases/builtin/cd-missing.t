--- script
cd /nonexistent/dir
echo $status
--- stdout
1
--- stderr
rc: /nonexistent/dir: No such file or directory
