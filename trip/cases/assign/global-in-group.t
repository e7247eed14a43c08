--- script
{ g = 1 }
echo $g
--- stdout
1
