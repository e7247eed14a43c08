--- script
sleep 0 &
~ $apid [0-9]* && echo numeric
--- stdout
numeric
