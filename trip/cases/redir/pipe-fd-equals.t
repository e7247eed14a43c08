--- script
{ echo to-3 >[1=3] } |[3=0] cat
--- stdout
to-3
