# Right after $( a name is read: a word there that is more than a name
# prints quoted, so that it reads back as one word.
--- ref-differs: the reference prints it bare, as $((c"i x)), which reads back as $((c^"i x)) (doc/rc.1, DIFFERENCES)
--- script
fn f {echo $((()c"i x)) $^((()a-b)) $#((() 'p q')^r)}
whatis f
rc -c 'whatis f'
--- stdout
fn f {echo $(('c"i' x)) $^'a-b' $#('p q'^r)}
fn f {echo $(('c"i' x)) $^'a-b' $#('p q'^r)}
