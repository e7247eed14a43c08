--- script
x = `{false | true}
echo $bqstatus
--- stdout
1
