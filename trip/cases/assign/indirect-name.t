--- script
n = target
$n = value
echo $target
--- stdout
value
