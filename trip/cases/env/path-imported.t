--- script
echo $path
--- stdout
@TMP@/bin /usr/bin /bin
