--- script
echo $0
--- stdout
../script
