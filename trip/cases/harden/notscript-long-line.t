A 1 MB command name: not found, no hang.
--- script
tripping long 1048576 x >long.rc
rc long.rc >[2]err
echo status $status
wc -c <err
--- stdout
status 1
1048595
