--- script
if (true) echo a else echo b
--- stdout
a else echo b
