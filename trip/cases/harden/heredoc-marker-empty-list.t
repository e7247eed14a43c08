# A here document whose marker is () is the usual error for a marker
# that is not one literal word; the reference dies of SIGSEGV there.
--- script
cat <<()
echo not reached
--- stderr
rc: line 1: eof-marker not a single literal word near end of line
--- status
1
--- ref-differs: the reference dies of SIGSEGV
