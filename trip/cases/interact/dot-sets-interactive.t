# . -i is interactive for its file, . is not, and the caller's flag comes
# back after either.
--- file d.rc
echo x
cat>()
flag i && echo I
--- script
rc -c '. -i d.rc; flag i && echo I2; cat >()' >[2=1]
rc -ic '. d.rc; flag i && echo I3; cat >()' >[2=1]
--- stdout
; x
; rc: null filename in redirection
; I
; rc: line 0: null filename in redirection
x
rc: line 2: null filename in redirection
I3
rc: null filename in redirection
--- status
1
