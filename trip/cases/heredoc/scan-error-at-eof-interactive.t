# At a prompt the heredoc cut short by a lexical error at the end is said
# after it, with no line numbers.
--- rcflags
-i
--- mode
stdin
--- script
cat <<x;'
--- stderr noeol
; rc: eof in quoted string
rc: heredoc incomplete
; 
