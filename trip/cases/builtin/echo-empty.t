--- script
echo
echo ''
echo -n
--- stdout


