# x=($x b) before a command is local to that command.
--- script
x=(a)
x=($x b) rc -c 'echo $x'
x=($x c) echo $x
echo $x
--- stdout
a b
a c
a
