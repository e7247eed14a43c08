# The error comes at the line's end, before its heredocs are read: their
# lines are read as commands.
--- script
tripping bytes 'true; if not cat <<EOF; echo y\necho body\nEOF\necho after\n' >s
rc -i <s
--- stdout
body
after
--- stderr noeol
; rc: `if not' must follow `if'
; ; rc: cannot find `EOF'
; ; 
