--- script
eval echo a b
--- stdout
a b
