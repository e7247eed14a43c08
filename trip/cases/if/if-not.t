--- script
if (false) echo a
if not echo b
--- stdout
b
