--- script
if (true) echo yes > out
cat out
--- stdout
yes
