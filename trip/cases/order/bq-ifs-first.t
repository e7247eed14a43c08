In ``(ifs){cmd} the ifs words are worked out first, left to right.
--- ref-differs: the reference starts the command before it works out ifs, so a backquote in ifs runs beside it (usually after it)
--- script
x = ``(`{echo 1 >>log; echo :}){echo 2 >>log; echo a:b}
echo $#x
cat log
--- stdout
2
1
2
