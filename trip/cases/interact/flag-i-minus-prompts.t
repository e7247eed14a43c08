# flag i - stops the prompts at the next line.
--- script
cat >in <<'EOF'
echo a
flag i -
echo b
cat>()
echo c
EOF
rc -i <in >[2=1]
--- stdout
; a
; b
rc: line 4: null filename in redirection
c
