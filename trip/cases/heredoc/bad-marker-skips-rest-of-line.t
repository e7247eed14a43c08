--- script
cat <<$x; echo not run
echo a
$y(0)
--- stderr
rc: line 1: eof-marker not a single literal word near ';'
--- status
1
