A 16 MB heredoc (100 MB is the issue's figure; 16 MB keeps make check fast).
--- script
{ echo 'cat <<EOF | wc -c'; tripping long 16777216 h; echo EOF; echo echo done } >big.rc
rc big.rc
--- stdout
16777217
done
