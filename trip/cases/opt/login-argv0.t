--- file .rcrc
echo rcrc-read
--- script
tripping argv0 -rc rc -c 'echo main'
--- stdout
rcrc-read
main
