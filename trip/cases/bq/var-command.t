--- script
cmd = echo
x = `$cmd
echo $#x
--- stdout
0
