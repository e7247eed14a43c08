--- script
{ echo err >[1=2] } >[2] e
cat e
--- stdout
err
