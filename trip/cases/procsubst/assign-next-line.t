The pipe of <{} in an assignment that ends its input line is closed
there: a command on a later line cannot read it.
--- ref-differs: the reference fails an assertion and aborts at the end of that line (issue 12)
--- script
x = <{echo hi}
cat $x >[2]/dev/null
echo status $status
--- stdout
status 1
