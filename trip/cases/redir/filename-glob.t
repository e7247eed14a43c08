--- file only
--- script
echo x > o*
cat only
--- stdout
x
