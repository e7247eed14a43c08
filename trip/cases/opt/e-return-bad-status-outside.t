# Under -e, return's bad status ends the shell before it finds it is
# outside a function.
--- script
rc -ec '@{return 0x1}; echo after' >[2=1]
echo $status
--- stdout
bad status
1
