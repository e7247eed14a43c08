# After flag i - at a prompt, break, continue or return with nothing to
# leave is said with its line and makes rc interactive again (prompts, no
# line numbers); other runtime errors do not, nor one in a backquote.
--- script
echo 'flag i -
cat >()
x=`{break}
break
>()
echo a' >in
rc -i <in
--- stdout
a
--- stderr noeol
; rc: line 2: null filename in redirection
rc: line 3: break outside of loop
rc: line 4: break outside of loop
; rc: null filename in redirection
; ; 
