--- script
tripping bytes 'echo $\303) def\necho n\n' >s1
tripping bytes 'echo $\303\n' >s2
tripping bytes 'echo $\303abc def\necho n\n' >s3
tripping bytes 'fn tf {echo $\303\251}; whatis tf\n' >s4
for (f in s1 s2 s3 s4) {rc -i <$f; rc -n $f; echo}
--- stdout
n


n


--- stderr
; rc: syntax error
; rc: syntax error
; ; rc: line 1: syntax error near (decimal -61)
rc: line 1: syntax error near ')'
; rc: syntax error
; ; rc: line 1: syntax error near (decimal -61)
; rc: syntax error
; rc: cannot find `abc'
; ; rc: line 1: syntax error near (decimal -61)
; rc: syntax error
; rc: syntax error
; rc: line 1: syntax error near (decimal -61)
rc: line 1: syntax error near '}'
