--- script
@ { exit 3 }
echo $status
--- stdout
3
