whatis -f with no functions lists nothing and succeeds.
--- script
whatis -f
echo $status
--- stdout
0
