--- mode
c
--- script
echo $0
--- stdout
@RC@
