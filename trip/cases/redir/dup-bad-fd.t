--- script
echo x >[1=9]
echo $status
--- stdout
1
--- stderr
rc: dup2: Bad file descriptor
