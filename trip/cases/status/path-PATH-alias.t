--- script
path = (/x /y)
echo $PATH
PATH = /usr/bin:/bin
echo $path
--- stdout
/x:/y
/usr/bin /bin
