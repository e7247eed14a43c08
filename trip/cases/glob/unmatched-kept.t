--- script
echo *.nomatch 'x'?y
--- stdout
*.nomatch x?y
