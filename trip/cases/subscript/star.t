--- args
a
b
c
--- script
echo $*(2)
--- stdout
b
