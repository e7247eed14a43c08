--- script
{ echo out; echo err >[1=2] } |[2] tr a-z A-Z
--- stdout
out
ERR
