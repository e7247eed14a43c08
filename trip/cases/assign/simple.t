--- script
a = hello
echo $a
--- stdout
hello
