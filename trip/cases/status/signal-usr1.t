--- script
tripping die 10
echo $status
--- stdout
sigusr1
--- stderr
user defined signal 1
