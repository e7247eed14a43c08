--- script
flag x +
flag x && echo x-now-set
flag x -
--- stdout
x-now-set
--- stderr
flag x
echo x-now-set
flag x -
