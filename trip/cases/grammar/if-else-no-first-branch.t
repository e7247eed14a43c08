# if (c) else x: an empty first branch, printed as the reference does.
--- script
if (false) else echo hi
if (true) else echo hi
if (false)
else echo on the next line
fn f {if (false) else echo hi}; whatis f
fn g {if (true) else}; whatis g
rc -c 'if (false) else {echo a} else echo b' >[2=1]
--- stdout
hi
on the next line
fn f {if(false){()}else echo hi}
fn g {if(true)()}
rc: line 1: syntax error near else
--- status
1
