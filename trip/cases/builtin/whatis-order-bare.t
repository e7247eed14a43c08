--- script
fn b {}; fn a {}; fn c {}; x = (1 2); ifs = ' '
whatis | grep -v '^pid=\|^version='
--- stdout
ifs=' '
path=(@TMP@/bin /usr/bin /bin)
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
PATH=@TMP@/bin:/usr/bin:/bin
x=(1 2)
HOME=@TMP@/c/w.run
fn a {}
fn c {}
fn b {}
