--- script
cdpath = (/a /b)
tripping env CDPATH
CDPATH = /c:/d
echo $cdpath
--- stdout
CDPATH=/a:/b
/c /d
