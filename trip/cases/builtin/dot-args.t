--- file inc.rc
echo args $* $#*
--- args
outer
--- script
. ./inc.rc a b
echo $*
--- stdout
args a b 2
outer
