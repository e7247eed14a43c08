# The separators of a backquote (``(x y){cmd}) keep their parentheses
# inside a list, so that it reads back: in a child that imports it.
--- ref-differs: the reference prints x=(a ``p q{b}), which is a syntax error when read back (doc/rc.1, DIFFERENCES)
--- script
fn f {x=(a ``(p q){b} ``(r s)c); echo ``(t u){v}}
whatis f
rc -c 'whatis f'
--- stdout
fn f {x=(a ``(p q){b} ``(r s){c});echo ``(t u){v}}
fn f {x=(a ``(p q){b} ``(r s){c});echo ``(t u){v}}
