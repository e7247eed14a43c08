--- script
exit 1 2
--- status
1
