# `() runs nothing, as `{()} does, and -x prints no () for it.
--- script
echo ` () `{()}
` ()
--- rcflags
-x
--- stdout

--- stderr
echo
()
