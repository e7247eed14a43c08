--- file inc.rc
x = included
--- script
. ./inc.rc
echo $x
--- stdout
included
