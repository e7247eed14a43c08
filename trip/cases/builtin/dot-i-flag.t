--- file inc.rc
echo interactive-dot
--- script
. -i ./inc.rc
--- stdout
interactive-dot
--- stderr noeol
; ; 
