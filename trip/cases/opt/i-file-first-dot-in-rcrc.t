# rc -i hands -i to the first . that runs: when .rcrc runs one, its file
# is read at a prompt and the script named after -i is not (no prompts,
# errors with their line numbers, the first one ends it), also when that
# . failed to open its file; with -c, a . in .rcrc still takes it.
--- file .rcrc
. ./lib.rc
--- file lib.rc
echo in lib
echo (
--- file s.rc
echo a
echo (
echo not reached
--- script
rc -i -l s.rc </dev/null
echo status $status
rc -i -l -c 'echo c' </dev/null
echo status $status
echo '. ./nolib.rc' >.rcrc
rc -i -l s.rc </dev/null
echo status $status
echo 'echo plain' >.rcrc
rc -i -l s.rc </dev/null
echo status $status
--- stdout
in lib
a
status 1
in lib
c
status 0
a
status 1
plain
a
status 0
--- stderr noeol
; ; rc: syntax error
; rc: line 4: syntax error near eof
; ; rc: syntax error
; rc: ./nolib.rc: No such file or directory
rc: line 4: syntax error near eof
; ; rc: syntax error
; 
