--- mode
stdin
--- script
echo read-from-stdin
echo $0
--- stdout
read-from-stdin
@RC@
