--- file .hidden
--- file shown
--- script
echo *
echo .*
--- stdout
shown
. .. .hidden
