# The reference has an undocumented builtin named x.
--- script
whatis x
--- stdout
builtin x
