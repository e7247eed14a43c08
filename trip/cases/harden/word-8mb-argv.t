An 8 MB argument is refused by exec, cleanly.
--- script
x = `{tripping long 8388608 w}
/bin/echo $x
echo status $status
--- stdout
status 1
--- stderr
rc: /bin/echo: Argument list too long
