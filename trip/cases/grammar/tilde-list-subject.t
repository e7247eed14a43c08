--- script
~ (a b c) c && echo yes
~ (a b c) d || echo no
--- stdout
yes
no
