--- script
a = 1 b = 2 {c = 3; whatis -v | grep -v '^pid=\|^version='}
fn f {d = 4; whatis -v | grep -v '^pid=\|^version='}
f x y
whatis -v | grep -v '^pid=\|^version='
--- stdout
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
a=1
c=3
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
b=2
HOME=@TMP@/c/w.run
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
c=3
tab='	'
*=(x y)
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
d=4
HOME=@TMP@/c/w.run
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
c=3
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
d=4
HOME=@TMP@/c/w.run
