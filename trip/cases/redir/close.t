--- script
echo x >[1=]
echo status $status
--- stdout
status 0
