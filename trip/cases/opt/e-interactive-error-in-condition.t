# An interactive -e shell survives an error inside a condition.
--- script
rc -iec 'if (~ $y(3-1) a) echo
echo after
false || x=$y(a)
echo after2
x=$y(a)
echo not reached' >[2=1]
echo $status
--- stdout
rc: bad subscript
after
rc: bad subscript
1
