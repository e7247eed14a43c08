--- script
false
exit 0
