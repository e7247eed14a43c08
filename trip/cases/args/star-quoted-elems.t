--- args
a b
c
--- script
tripping args $*
--- stdout
2 <a b> <c>
