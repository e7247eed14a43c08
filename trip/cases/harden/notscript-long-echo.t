A script of one 1 MB line runs.
--- script
{ echo -n 'echo '; tripping long 1048576 x } >long.rc
rc long.rc | wc -c
--- stdout
1048577
