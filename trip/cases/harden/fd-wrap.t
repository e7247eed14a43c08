A descriptor number that wraps to 1 in 32 bits must not be taken as 1.
--- script
echo hi >[1=4294967297]
echo $status
--- stdout
1
--- stderr-match
rc: .*
--- ref-differs: the reference's int overflow wraps 4294967297 to 1 and duplicates descriptor 1
