# A login shell runs $home/.rcrc before its own input is opened and its
# arguments set ($0 is the shell's name, $* empty), not interactively; an
# error there ends the shell.
--- file .rcrc
echo rcrc $#* $0
--- file s.rc
echo script $#* $0
--- script
rc -l s.rc a b | sed 's,^rcrc 0 .*/rc$,rcrc 0 RC,'
rc -l nonexistent >[2=1] | sed 's,^rcrc 0 .*/rc$,rcrc 0 RC,'
echo 'echo main' | rc -il >[2=1] | sed 's,^rcrc 0 .*/rc$,rcrc 0 RC,'
echo 'x=$y(a)
echo not reached' > .rcrc
rc -l s.rc >[2=1]
echo $status
echo 'echo {' > .rcrc
rc -il <<<'echo main' >[2=1]
echo $status
--- stdout
rcrc 0 rc
script 2 s.rc
rcrc 0 rc
rc: nonexistent: No such file or directory
rcrc 0 rc
; main
; rc: line 1: bad subscript
1
rc: line 1: syntax error near '{'
1
