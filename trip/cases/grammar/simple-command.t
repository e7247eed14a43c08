--- mode
both
--- script
echo hello world
--- stdout
hello world
