# break, continue and return put -i back as it was when the loop, the
# pass or the call began, as the reference's do: the prompts come back
# after flag i - inside them, but not after a loop that ends by itself.
--- rcflags
-i
--- mode
stdin
--- script
for (i in '') {flag i -; nosuch; break}
echo c
fn f {flag i -; return 3}
f
echo d
while (true) {flag i -; break}
echo e
for (i in 1 2) {flag i -; continue}
echo g
for (i in 1) {flag i -}
echo h
flag i +
echo k
--- stdout
c
d
e
g
h
k
--- stderr noeol
; rc: cannot find `nosuch'
; ; ; ; ; ; ; ; ; ; ; 
