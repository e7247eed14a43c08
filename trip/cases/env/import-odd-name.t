--- script
'a-b' = v
rc -c 'echo $''a-b'''
--- stdout
v
