# whatis quotes a variable named for a keyword (not "not"), leaves glob
# characters in names bare, and quotes a function's name only for bytes
# that end a word.
--- script
'if'=keyword; whatis if
'for'=1 'in'=2 'case'=3 '~'=4 '!'=5 '@'=6 'else'=7 'fn'=8 'not'=9 'switch'=10 'while'=11
whatis -v for in case '~' '!' '@' else fn not switch while
*=(a b); whatis -v '*'
'a*b'=1 '?'=2 '['=3 'a]'=4 'a b'=5 '$x'=6 'a.b'=7 'a''b'=8 '^'=9 '#'=10 'a:b'=11 'a\b'=12 'a,'=13
whatis -v 'a*b' '?' '[' 'a]' 'a b' '$x' a.b 'a''b' '^' '#' a:b 'a\b' 'a,'
fn 'if' 'for' '~' 'a*b' 'a b' 'a\b' {echo}; whatis if for '~' 'a*b' 'a b' 'a\b'
fn '*' {echo}; whatis '*'
--- stdout
'if'=keyword
'for'=1
'in'=2
'case'=3
'~'=4
'!'=5
'@'=6
'else'=7
'fn'=8
not=9
'switch'=10
'while'=11
*=(a b)
a*b=1
?=2
[=3
a]=4
'a b'=5
'$x'=6
a.b=7
'a''b'=8
'^'=9
'#'=10
a:b=11
'a\b'=12
a,=13
'if'=keyword
fn if {echo}
'for'=1
fn for {echo}
'~'=4
fn '~' {echo}
a*b=1
fn a*b {echo}
'a b'=5
fn 'a b' {echo}
'a\b'=12
fn 'a\b' {echo}
*=(a b)
fn * {echo}
