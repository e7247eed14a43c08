# flag n + acts on the next input; the rest of this one still runs, even
# after an error at a prompt brings rc back to its reading loop.
--- script
echo 'flag n +
echo a
break
echo b' >in
rc -i <in
--- stdout
a
b
--- stderr noeol
; ; ; rc: break outside of loop
; ; 
