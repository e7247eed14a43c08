--- script
exec >[2] errfile
echo to-err >[1=2]
exec >[2=1]
cat errfile
--- stdout
to-err
