# An imported fn_ value: the name and the value joined must make one
# definition that ends the text; else the function is empty, without a
# word unless it is a syntax error.
--- script
for (v in '{' 'echo hi' '{echo hi} x' '' '{}' 'x{echo X}' 'x y {echo X}' '{echo X};' '{echo X}&' '{echo X} {echo Y}' '(a){echo X}' '{echo X}#c' ' {echo X} ' 'y' '{echo hi}
') {
	fn_ff=$v rc -c 'ff; echo $status; whatis ff' >[2=1]
}
--- stdout
rc: line 1: syntax error near eof
0
fn ff {}
0
fn ff {}
rc: line 1: syntax error near x
0
fn ff {}
0
fn ff {}
0
fn ff {}
X
0
fn ff {echo X}
X
0
fn ff {echo X}
0
fn ff {}
0
fn ff {}
rc: line 1: syntax error near '{'
0
fn ff {}
rc: line 1: syntax error near '('
0
fn ff {}
X
0
fn ff {echo X}
X
0
fn ff {echo X}
0
fn ff {}
0
fn ff {}
