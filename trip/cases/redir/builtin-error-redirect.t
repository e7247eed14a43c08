--- script
cd /nonexistent >[2] err
echo status $status
cat err
--- stdout
status 1
rc: /nonexistent: No such file or directory
