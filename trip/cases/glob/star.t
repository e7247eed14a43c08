--- file b.txt
--- file a.txt
--- file c.dat
--- script
echo *.txt
--- stdout
a.txt b.txt
