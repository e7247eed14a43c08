--- script
if (true) echo a
if not echo b
--- stdout
a
