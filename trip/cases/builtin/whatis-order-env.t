--- env
ZED=1
fn_zf={echo z}
CDPATH=/a:/b
cdpath=x
A=2
fn_af={echo a}
status=3
--- script
whatis | grep -v '^pid=\|^version='
--- stdout
A=2
status=0
ZED=1
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
tab='	'
cdpath=(/a /b)
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
CDPATH=/a:/b
PATH=@TMP@/bin:/usr/bin:/bin
HOME=@TMP@/c/w.run
fn af {echo a}
fn zf {echo z}
