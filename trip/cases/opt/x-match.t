# -x shows the subject of ~ as a list, in parentheses unless it has one
# word, and () for no patterns.
--- script
rc -xc '~ (a b) a; ~ () pat; ~ a a; x=(a b); ~ $x a; ~ a (b c); ~ a; ~ () (); ~ ''a b'' ''c*''; x=(); ~ $x *' >[2=1]
--- stdout
~ (a b) a
~ () pat
~ a a
x=(a b)
~ (a b) a
~ a b c
~ a ()
~ () ()
~ 'a b' 'c*'
x=()
~ () '*'
