--- script
cat <[3]<<<hi
--- stderr
rc: line 1: syntax error near 'h'
--- status
1
