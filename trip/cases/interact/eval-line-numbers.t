# An interactive shell counts eval'd lines from 1 and keeps its own count.
--- script
cat >in <<'EOF'
eval 'echo x
break
echo y'
flag i -
cat >()
EOF
rc -i <in >[2=1]
--- stdout
; x
rc: line 2: break outside of loop
; rc: line 5: null filename in redirection
--- status
1
