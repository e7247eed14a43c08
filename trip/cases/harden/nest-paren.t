100000 nested parentheses: one clean syntax error, status 1.
--- script
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "("; print "" }' >deep.rc
rc deep.rc
echo status $status
--- ref-differs: the reference prints its message repeatedly and exits 0
--- stdout
status 1
--- stderr-match
rc: line 1: .*
