rc -n on 100000 braces reports without crashing.
--- script
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "{"; print "" }' >deep.rc
rc -n deep.rc >[2]/dev/null
echo status $status
--- stdout
status 0
