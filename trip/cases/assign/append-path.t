# path and PATH stay in step when either grows.
--- script
path=(/bin)
path=($path /usr/bin)
echo $PATH
path=(/sbin $path)
echo $PATH
PATH=($PATH /x)
echo $path
echo $#PATH
--- stdout
/bin:/usr/bin
/sbin:/bin:/usr/bin
/sbin /bin /usr/bin
2
