# In a later test, continue has no round to go on to, even inside
# another loop: an error.
--- script
for (i in 1 2) { n=(); while ({~ $#n 1 && continue; n=($n 1); true}) echo body $i; echo in $i }
echo not reached
--- stdout
body 1
--- stderr
rc: line 1: continue outside of loop
--- status
1
