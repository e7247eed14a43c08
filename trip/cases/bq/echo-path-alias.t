--- script
path = `{echo /a /b}
echo $PATH
PATH = /c:/d
x = `{echo $path}
echo $#x $x
--- stdout
/a:/b
2 /c /d
