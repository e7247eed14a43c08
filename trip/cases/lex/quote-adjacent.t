--- script
echo 'a'b'c'
--- stdout
abc
