# At a prompt the errors are said and the shell goes on.
--- rcflags
-i
--- mode
stdin
--- script
while (break) echo x
n=(); while ({~ $#n 1 && continue; n=($n 1); true}) echo body
n=(); while ({~ $#n 1 && break; n=($n 1); true}) echo body; echo after
--- stdout
body
body
after
--- stderr noeol
; rc: break outside of loop
; rc: continue outside of loop
; ; 
