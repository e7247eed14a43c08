--- script
{ echo a } # c
--- stdout
a
