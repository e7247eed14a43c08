--- script
false
exit
--- status
1
