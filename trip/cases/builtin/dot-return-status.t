--- file inc.rc
false
--- script
. ./inc.rc
echo $status
--- stdout
1
