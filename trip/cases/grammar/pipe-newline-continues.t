--- script
echo abc |
tr a-z A-Z
--- stdout
ABC
