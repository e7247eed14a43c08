--- script
echo <{true}
--- stdout
/dev/fd/4
