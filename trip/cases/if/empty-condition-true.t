An empty condition is true: if () runs its body, while () loops.
--- script
false; if () echo yes; echo $status
false; if (()) echo yes2
false; while () {echo w; break}; echo $status
false; if (;) echo yes3
--- stdout
yes
0
yes2
w
0
yes3
