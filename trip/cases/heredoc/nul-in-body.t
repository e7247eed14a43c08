--- script
tripping bytes 'cat <<EOF\nx\na\000b\nEOF\necho c\n' >s1
tripping bytes 'cat <<''EOF''\na\000b\nEOF\n' >s2
tripping bytes 'cat <<EOF\n\000EOF\nEOF\n' >s3
for (f in s1 s2 s3) {rc $f; rc -i $f}
--- stdout
x
ab
c
x
ab
c
ab
ab
--- stderr noeol
rc: line 4: warning: null character ignored
; rc: warning: null character ignored
; ; rc: line 3: warning: null character ignored
; rc: warning: null character ignored
; rc: line 3: warning: null character ignored
rc: cannot find `EOF'
; rc: warning: null character ignored
; rc: cannot find `EOF'
; 
--- status
1
