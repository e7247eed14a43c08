An error inside a condition in a . -i session turns -e back on, as an error at the top does: the failed redirection after it ends rc.
--- rcflags
-e
--- file inc.rc
echo $$a || echo x
{ echo in } >[9=8]
echo after
--- script
. -i inc.rc
echo after dot
--- stderr
; rc: null variable name
; rc: dup2: Bad file descriptor
--- status
1
