--- script
cdpath = (/tmp /)
home = /x
path = (/bin /usr/bin)
CDPATH = ()
whatis -v | grep -v '^pid=\|^version='
--- stdout
ifs=(' ' '	' '
')
path=(/bin /usr/bin)
tab='	'
nl='
'
home=/x
prompt=('; ' '')
PATH=/bin:/usr/bin
HOME=/x
