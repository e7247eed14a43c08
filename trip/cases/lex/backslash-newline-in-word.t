--- script
echo ab\
cd
--- stdout
ab cd
