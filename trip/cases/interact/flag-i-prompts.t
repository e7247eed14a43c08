# flag i + on a pipe: prompts and fn prompt from the next line on, and
# errors without a line number, interleaved as the reference prints them.
--- script
cat >in <<'EOF'
echo a
flag i +
echo b
cat>()
echo c
fn prompt {echo P}
echo d
EOF
rc <in >[2=1]
rc in >[2=1]
--- stdout noeol
a
; b
; rc: null filename in redirection
; c
; P
; d
P
; a
; b
; rc: null filename in redirection
; c
; P
; d
P
; 
