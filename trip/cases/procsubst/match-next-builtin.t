After a ~ that matches a <{} word, the next builtin or function runs in
the shell as any other: what eval assigns and defines stays, and cd
changes the directory.
--- ref-differs: the reference runs the first builtin or function after such a ~ in a copy of the shell, as after an assignment of a <{} word, so what it does is lost (long run lead1, script 46753)
--- script
~ <{echo b} x; eval 'y = 1'; echo y $y
~ <{echo b} *; eval 'fn f {echo F}'; f
mkdir d
~ <{true} *; cd d; ~ `{pwd} */d && echo in d
--- stdout
y 1
F
in d
