--- script
path = (/bin 'x:y')
path = /tmp true
echo $path
PATH = /a:/b true
echo $path
echo $PATH
--- stdout
/bin x:y
/bin x:y
/bin:x:y
--- stderr
rc: cannot find `true'
rc: cannot find `true'
