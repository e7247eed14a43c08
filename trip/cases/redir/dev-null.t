--- script
echo gone > /dev/null
cat < /dev/null
echo ok
--- stdout
ok
