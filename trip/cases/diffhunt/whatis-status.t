--- script
false
whatis status
whatis -v status
--- stdout
status=1
status=0
