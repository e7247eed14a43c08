--- script
b = 1; a = 2; c = 3
whatis -v | grep -v '^pid=\|^version='
--- stdout
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
a=2
c=3
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
b=1
HOME=@TMP@/c/w.run
