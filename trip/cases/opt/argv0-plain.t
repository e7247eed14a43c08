--- script
tripping argv0 myshell rc -c 'echo $0'
--- stdout
myshell
