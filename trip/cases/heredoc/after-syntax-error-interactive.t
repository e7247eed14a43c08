# At a prompt, a heredoc named after a syntax error on the same line is
# never read: the parser only skips there, so its body lines are commands.
--- script
tripping bytes 'echo ) <<EOF\necho body\nEOF\ncat <<EOF )\nskipped\nEOF\necho c\n' >s
rc -i <s
--- stdout
body
c
--- stderr noeol
; rc: syntax error
; ; rc: cannot find `EOF'
; rc: syntax error
; ; 
