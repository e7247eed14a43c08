--- script
# nothing
echo x # trailing
--- stdout
x
