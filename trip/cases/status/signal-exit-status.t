--- script
tripping die 15
--- stderr
terminated
--- status
1
