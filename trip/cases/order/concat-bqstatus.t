--- script
echo x^`{exit 3}^$bqstatus
echo `{exit 4}^`{exit 5}^$bqstatus
--- stdout
x3
5
