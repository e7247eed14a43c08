A descriptor number that wraps to a small one in 32 bits must not be
taken as that one: the output would go to a descriptor the script did
not name, and can be lost without a word.
--- ref-differs: the reference's int overflow wraps 4294967297 to 1: >[1=4294967297] duplicates descriptor 1, and echo's output to <[4294967297] (descriptor 1, read-only) is lost with status 0
--- script
echo hi >[1=4294967297]
echo $status
echo important <[4294967297] /dev/null
echo $status
--- stdout
1
1
--- stderr-match
rc: .*
rc: .*
