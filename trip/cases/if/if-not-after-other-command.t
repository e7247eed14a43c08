--- script
if (false) echo a
echo between
if not echo b
--- stdout
between
b
