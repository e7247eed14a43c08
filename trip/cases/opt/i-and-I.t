# Of -i and -I the later one counts, but a script named with any -i is
# read interactively.
--- file f.rc
cat >()
flag i && echo I
break
echo end
--- script
rc -i -I f.rc >[2=1]; echo $status
rc -I -i f.rc >[2=1]; echo $status
rc -i -I <f.rc >[2=1]; echo $status
rc -I -i <f.rc >[2=1]; echo $status
rc -iI -c 'cat >(); flag i && echo I' >[2=1]
rc -Ii -c 'cat >(); flag i && echo I' >[2=1]
--- stdout
; rc: null filename in redirection
; I
; rc: break outside of loop
; end
; 0
; rc: null filename in redirection
; I
; rc: break outside of loop
; end
; 0
rc: line 1: null filename in redirection
rc: line 3: break outside of loop
1
; rc: null filename in redirection
; I
; rc: break outside of loop
; end
; 0
rc: line 0: null filename in redirection
rc: null filename in redirection
I
