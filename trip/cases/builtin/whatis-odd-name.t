--- script
'a b' = 1
whatis 'a b'
--- stdout
'a b'=1
