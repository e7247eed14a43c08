--- script
echo a=b =c d=
--- stdout
a=b =c d=
