--- file c
--- file B
--- file a
--- file 10
--- file 9
--- script
echo *
--- stdout
10 9 B a c
