# cannot find shows each byte that is not printable as ?.
--- script
for (b in '\001' '\033' '\t' '\n' '\177' '\200' '\303\251' ' ' '~') {
	x=``(){tripping bytes 'a'^$b^'b'}
	$x
}
--- stderr
rc: cannot find `a?b'
rc: cannot find `a?b'
rc: cannot find `a?b'
rc: cannot find `a?b'
rc: cannot find `a?b'
rc: cannot find `a?b'
rc: cannot find `a??b'
rc: cannot find `a b'
rc: cannot find `a~b'
--- status
1
