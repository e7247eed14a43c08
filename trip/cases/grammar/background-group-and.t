--- script
true && echo a &
wait
--- stdout
a
