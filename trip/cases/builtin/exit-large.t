--- script
exit 300
--- status
44
