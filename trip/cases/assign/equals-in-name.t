# A name with = in it cannot be assigned, locally or by for.
--- script
for (s in '''a=b''=x' '''a=b''=x echo hi' 'x=''a=b''; $x=1' '''a=b''=()' 'for (''a=b'' in 1) echo' '''=''=1' '''1=''=x')
	rc -c $s
echo $'a=b'
fn 'a=b' {echo}; whatis 'a=b'
--- stdout

fn 'a=b' {echo}
--- stderr
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
rc: line 0: '=' in variable name
