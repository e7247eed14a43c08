--- file .rcrc
echo rcrc-read
--- rcflags
-l
--- mode
c
--- script
echo main
--- stdout
rcrc-read
main
