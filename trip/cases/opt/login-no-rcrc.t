--- script
tripping argv0 -rc rc -c 'echo main'
--- stdout
main
