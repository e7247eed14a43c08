--- script
{ echo x >[1=4] } >[4=1] >[4=]
echo $status
--- stdout
1
--- stderr
rc: dup2: Bad file descriptor
