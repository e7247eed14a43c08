--- file a
--- file b
--- script
x = '*'
echo $x
--- stdout
*
