# Words after flag's + or - are ignored.
--- script
rc -c 'flag e + x; echo $status; false; echo after'
rc -c 'flag x + -; echo $status' >[2=1]
rc -c 'flag e +x; echo $status' >[2=1]
--- stdout
0
echo 0
0
usage: flag f [ + | - ]
1
