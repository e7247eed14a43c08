--- rcflags
-c
--- mode
stdin
--- script
--- stderr
@RC@: option requires an argument -- c
--- status
1
