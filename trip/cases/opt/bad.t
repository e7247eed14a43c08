--- rcflags
-Z
--- mode
c
--- script
echo x
--- stderr
@RC@: bad option: -Z
--- status
1
