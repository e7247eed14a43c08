--- script
fn é {}; fn ÿz {}; fn k€ {}; fn plain {}
'ü' = 1; 'aé' = 2
whatis -f
whatis -v | grep -v '^pid=\|^version='
--- stdout
fn plain {}
fn ÿz {}
fn é {}
fn k€ {}
aé=2
ü=1
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
HOME=@TMP@/c/w.run
