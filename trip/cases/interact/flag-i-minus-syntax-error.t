# After flag i - at a prompt, a syntax error is said as a script's, with
# its line, and makes rc interactive again: prompts come back (a runtime
# error does not, see flag-i-minus-prompts).
--- script
echo 'flag i -
echo )
flag i
echo $status
break' >in
rc -i <in
--- stdout
0
--- stderr noeol
; rc: line 2: syntax error near ')'
; ; ; rc: break outside of loop
; 
--- status
1
