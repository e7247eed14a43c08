--- script
{ echo to-err >[1=2] } >[2=1]
--- stdout
to-err
