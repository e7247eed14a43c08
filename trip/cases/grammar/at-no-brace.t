--- script
@ echo subshell-cmd
--- stdout
subshell-cmd
