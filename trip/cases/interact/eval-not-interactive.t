# Eval'd text is not interactive: line numbers, no flag i, no prompts.
--- script
cat >in <<'EOF'
eval 'cat >()'
eval 'echo a
cat >()'
flag i && echo I
eval 'flag i && echo EI'
echo end
EOF
rc -i <in >[2=1]
--- stdout noeol
; rc: line 0: null filename in redirection
; a
rc: line 1: null filename in redirection
; I
; ; end
; 
