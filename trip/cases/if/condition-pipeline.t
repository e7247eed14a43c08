--- script
if (echo x | grep -q x) echo found
--- stdout
found
