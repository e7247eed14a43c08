--- file in
data
--- script
cat <[3] in <[0=3]
cat <[0=3] <[3] in
echo $status
--- stdout
data
1
--- stderr
rc: dup2: Bad file descriptor
