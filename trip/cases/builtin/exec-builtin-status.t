--- script
exec cd /nonexistent
echo not reached
--- stderr
rc: /nonexistent: No such file or directory
--- status
1
