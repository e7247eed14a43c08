# @ with no command is a subshell that exits 0.
--- script
false; @; echo $status
rc -c 'false; @'; echo $status
--- stdout
0
0
