--- rcflags
nosuchscript
--- mode
stdin
--- script
--- stderr
rc: nosuchscript: No such file or directory
--- status
1
