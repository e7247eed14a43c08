--- script
mkdir h
echo 'echo in-h' > h/.rcrc
home = `{pwd}^/h rc -l -c 'echo main'
--- stdout
in-h
main
