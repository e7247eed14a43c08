--- args
a
--- script
echo '$1' $1
--- stdout
$1 a
