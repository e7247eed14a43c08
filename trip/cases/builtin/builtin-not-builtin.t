--- script
builtin ls
echo $status
--- stdout
0
