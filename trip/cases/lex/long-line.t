--- script
tripping long 5000 z > f
echo echo `{cat f} > s.rc
rc s.rc | wc -c
--- stdout
5001
