--- script
x = y
echo $x'q'
--- stdout
yq
