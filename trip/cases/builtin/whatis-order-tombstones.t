--- script
for (n in a b c d e f g h i j k l m n o p) fn $n {}
fn c; fn d; fn h
for (n in q r s c) fn $n {echo $n}
whatis -f
for (n in aa bb cc dd) {$n = 1; $n = ()}
x = 1 y = 2 true
for (n in ee ff) $n = 1
whatis -v | grep -v '^pid=\|^version='
--- stdout
fn a {}
fn e {}
fn g {}
fn i {}
fn k {}
fn m {}
fn o {}
fn q {echo $n}
fn s {echo $n}
fn c {echo $n}
fn b {}
fn f {}
fn j {}
fn l {}
fn n {}
fn p {}
fn r {echo $n}
ifs=(' ' '	' '
')
path=(@TMP@/bin /usr/bin /bin)
tab='	'
nl='
'
home=@TMP@/c/w.run
prompt=('; ' '')
ee=1
PATH=@TMP@/bin:/usr/bin:/bin
ff=1
n=ff
HOME=@TMP@/c/w.run
