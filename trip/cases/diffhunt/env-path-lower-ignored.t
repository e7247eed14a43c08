--- env
path=/nonexist
--- script
echo $path
echo $PATH
--- stdout
@TMP@/bin /usr/bin /bin
@TMP@/bin:/usr/bin:/bin
