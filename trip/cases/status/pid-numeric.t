--- script
~ $pid [1-9]* && echo ok
--- stdout
ok
