After an assignment with <{}, the next builtin or function runs in the
shell as any other: wait takes the status of the <{} command, cd
changes the directory, a function's assignment stays, and break leaves
the loop once.
--- ref-differs: the reference runs the first builtin or function after such an assignment in a copy of the shell: what it does is lost, and after break the copy runs the rest of the script too (issue 12)
--- script
x = <{exit 4}; wait; echo $status
mkdir d
x = <{true}; cd d; ~ `{pwd} */d && echo in d
fn f {y = set}; x = <{true}; f; echo y $y
for (i in 1 2) {x = <{true}; break}; echo i $i
--- stdout
4
in d
y set
i 1
