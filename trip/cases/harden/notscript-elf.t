A real executable given as a script: errors, no hang.
--- script
cat /bin/true >prog
rc prog >/dev/null >[2=1]
echo status $status
--- stdout
status 1
