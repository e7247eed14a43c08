Interactive, rc also catches SIGTERM, so an imported fn sigterm goes.
--- rcflags
-i
--- env
fn_sigterm={echo term}
fn_sigquit={echo quit}
--- script
whatis sigterm
whatis sigquit
--- stderr noeol
; sigterm not found
; sigquit not found
; 
--- status
1
