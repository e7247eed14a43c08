--- script
'a.b' = 1
'c-d' = 2
'_x' = 3
tripping env a__2eb c__2dd _x
--- stdout
_x=3
a__2eb=1
c__2dd=2
