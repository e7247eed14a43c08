--- script
x = `{exit 3}
echo $bqstatus $status
--- stdout
3 0
