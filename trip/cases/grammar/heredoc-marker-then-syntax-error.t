# A syntax error on the token right after a heredoc's marker comes before
# the parser takes in the redirection: no heredoc is read, and the lines
# that would have been its body are commands.  (bison -y took the
# redirection in first and read them as a heredoc.)
--- script
tripping bytes 'cat <<v(\necho x\nv\necho after\n' >s
rc -i <s
tripping bytes '<<v(\n' >s
rc s
--- stdout
x
after
--- stderr
; rc: syntax error
; ; rc: cannot find `v'
; ; rc: line 1: syntax error near '('
--- status
1
