A descriptor number too big for an int: a clean error (found by the parser fuzzer; UBSan reports the overflow in fdspec).
--- script
echo hi >[99999999999]x
echo $status
--- stdout
1
--- stderr-match
rc: .*
--- ref-differs: the reference fails silently: its descriptor number overflows an int
