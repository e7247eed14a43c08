# A ']' in a value or a traced word is left bare; in a function body a
# quoted word with ']' keeps its quotes.
--- rcflags
-x
--- script
x=('a]' ']' 'a[b]' '[]')
whatis x
fn f {echo 'a]' ] a']'}
whatis f
echo 'a]' ] >/dev/null
~ 'a]' 'a]' ']'
--- stdout
x=(a] ] 'a[b]' '[]')
builtin x
fn f {echo 'a]' ] a^']'}
--- stderr
x=(a] ] 'a[b]' '[]')
whatis x
fn f {echo 'a]' ] a^']'}
whatis f
echo a] ]
~ a] a] ]
