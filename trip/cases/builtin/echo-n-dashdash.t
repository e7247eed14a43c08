--- script
echo -n -- -n
echo
--- stdout
-- -n
