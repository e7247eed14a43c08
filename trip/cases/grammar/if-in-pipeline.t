--- script
if (true) echo inside | tr a-z A-Z
--- stdout
INSIDE
