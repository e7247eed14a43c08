--- script
i = 3; l = (a 'b c' '')
x = `{echo $i $l 'q r' s^t}
echo $#x $x
x = `{echo}
echo $#x $bqstatus
x = `{echo -n a b}
echo $#x $x
x = `{echo -- -n}
echo $#x $x
x = `{echo -n}
echo $#x
x = `{echo $nosuchvar w}
echo $#x $x
x = `{echo -x}
echo $x
--- stdout
7 3 a b c q r st
0 0
2 a b
1 -n
0
1 w
-x
