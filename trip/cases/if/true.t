--- script
if (true) echo yes
--- stdout
yes
