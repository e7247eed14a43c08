--- file in
l1
l2
--- script
while (x = `{sed 1q} && ! ~ $#x 0) echo $x < in
--- status
1
