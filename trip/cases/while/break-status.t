--- script
while (true) { break }
echo $status
--- stdout
0
