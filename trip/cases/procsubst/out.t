--- script
echo to-proc > >{cat}
wait
--- stdout
to-proc
