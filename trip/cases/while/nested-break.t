--- script
a = ()
while (! ~ $#a 2) { a = ($a a); while (true) { echo inner $#a; break } }
--- stdout
inner 1
inner 2
--- status
1
