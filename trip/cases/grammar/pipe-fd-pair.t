--- script
{ echo five >[1=5] } |[5=0] cat
--- stdout
five
