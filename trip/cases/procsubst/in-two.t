--- script
cat <{echo a} <{echo b}
--- stdout
a
b
