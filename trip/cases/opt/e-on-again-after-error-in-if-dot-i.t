An error in an if condition in a . -i session leaves -e on for what follows: false ends rc.
--- rcflags
-e
--- file inc.rc
if (echo $$a) echo x
echo between
false
echo after
--- script
. -i inc.rc
echo after dot
--- stdout
between
--- stderr noeol
; rc: null variable name
; ; 
--- status
1
