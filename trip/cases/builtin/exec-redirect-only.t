--- script
exec > out
echo into-file
exec >[1=2]
cat out >[1=2]
--- stderr
into-file
