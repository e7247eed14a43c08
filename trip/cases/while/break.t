--- script
while (true) { echo once; break }
echo out
--- stdout
once
out
