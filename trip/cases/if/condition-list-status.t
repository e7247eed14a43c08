--- script
if (false; true) echo last-counts
--- stdout
last-counts
