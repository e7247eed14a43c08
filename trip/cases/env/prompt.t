--- script
whatis prompt
--- stdout
prompt=('; ' '')
