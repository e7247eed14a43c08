--- script
whatis cd echo exit
--- stdout
builtin cd
builtin echo
builtin exit
