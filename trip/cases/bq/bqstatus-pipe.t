--- script
x = `{true | false}
echo $bqstatus
--- stdout
1
