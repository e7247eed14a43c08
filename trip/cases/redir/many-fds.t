--- script
{ echo three >[1=3] } >[3] f3
cat f3
--- stdout
three
