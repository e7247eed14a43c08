# At a prompt, the line with the misplaced if not is dropped after the
# error, as the reference drops it, and the next line runs.
--- script
tripping bytes 'if(()()l\nif not}; echo same\necho after\n' >s
rc -i <s
--- stdout
same
after
--- stderr noeol
; rc: `if not' must follow `if'
; ; ; 
