A script that sources itself without end: a clean rc: error, status 1.
--- script
echo '. ./r.rc' >r.rc
rc r.rc
echo status $status
--- stdout
status 1
--- stderr-match
rc: line [0-9]+: .*|rc: [^l].*
--- ref-differs: the reference recurses until it dies of SIGSEGV
