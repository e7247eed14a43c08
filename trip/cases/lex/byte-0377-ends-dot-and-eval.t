--- script
tripping bytes 'echo inc\377b\necho inc2\n' >inc
. ./inc
echo after $status
x=`{tripping bytes 'e\377f'}
eval echo $x '; echo g'
echo last
--- stdout
inc
after 0
e
last
