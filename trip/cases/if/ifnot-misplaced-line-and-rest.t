--- script
tripping bytes '{echo a\nif not echo\n}\necho b\n' >s1
tripping bytes '{echo\nif not echo\n\n} &&\n echo\n' >s2
tripping bytes 'echo a; if not echo\n' >s3
tripping bytes '{echo\nif not echo\n} >[2]\n/dev/null\n' >s4
for (f in s1 s2 s3 s4) {rc $f; rc -n <$f; echo $status}
rc -c 'fn f {echo a; if not echo}; echo b'; echo $status
tripping bytes '{echo a; if not echo}; echo after\necho next\n{echo a\nif not echo\n} ; echo after\necho next2\n' >s5
rc -i <s5
--- stdout
1
1
1
1
1
after
next
after
next2
--- stderr noeol
rc: line 2: `if not' must follow `if'
rc: line 2: `if not' must follow `if'
rc: line 3: `if not' must follow `if'
rc: line 3: `if not' must follow `if'
rc: line 1: `if not' must follow `if'
rc: line 1: `if not' must follow `if'
rc: line 2: `if not' must follow `if'
rc: line 2: `if not' must follow `if'
rc: line 0: `if not' must follow `if'
; rc: `if not' must follow `if'
; ; ; rc: `if not' must follow `if'
; ; ; 
