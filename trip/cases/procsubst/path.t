--- script
echo <{true} | sed 's/[0-9][0-9]*/N/'
--- stdout
/dev/fd/N
