--- script
echo '$'
--- stdout
$
