# rc -n at a prompt: after a syntax error that ends mid-line (the byte
# after a $ is over 0177), the rest of the line gets its own prompt.
--- script
tripping bytes 'echo a; $\303\251\necho c\n' >s
rc -n -i s
--- stderr noeol
; rc: syntax error
; ; ; 
