# An interactive -e shell ends after an rc error, not after a syntax error.
--- script
rc -iec 'if
echo after syntax error
break
echo not reached' >[2=1]
echo $status
--- stdout
rc: syntax error
after syntax error
rc: break outside of loop
1
