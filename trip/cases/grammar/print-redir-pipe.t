# A < or > whose target is a <{} or >{} of the same direction prints with
# a blank between, so that it reads back: in a child that imports it.
--- ref-differs: the reference prints > >{cat} as >>{cat} and < <{echo} as <<{echo}, which read back as >> and a heredoc (doc/rc.1, DIFFERENCES)
--- script
fn f {echo a > >{cat}; cat < <{echo b}^x; echo c >[2] >{cat}; echo d > <{cat}}
whatis f
rc -c 'whatis f'
--- stdout
fn f {echo a > >{cat};cat < <{echo b}^x;echo c >[2]>{cat};echo d ><{cat}}
fn f {echo a > >{cat};cat < <{echo b}^x;echo c >[2]>{cat};echo d ><{cat}}
