# At a prompt the error comes as the brace closes: what follows it on
# the line is the next command.
--- script
tripping bytes '{true; if not echo x}; echo c\nif (true; if not false) echo y; echo d\necho e\n' >s
rc -i <s
--- stdout
c
y
d
e
--- stderr noeol
; rc: `if not' must follow `if'
; ; rc: `if not' must follow `if'
; ; ; 
