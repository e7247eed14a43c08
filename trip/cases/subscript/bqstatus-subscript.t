# A subscript is applied to the value the variable has once the
# subscripts are expanded: a backquote among them sets $bqstatus.
--- ref-differs: the reference reads $bqstatus after the backquote in its subscript has freed it, and crashes
--- script
bqstatus=(a b c)
echo $bqstatus(`{echo 1})
x=`{exit 3}
echo $bqstatus(1 `{echo 1 2})
--- stdout
0
0 0
