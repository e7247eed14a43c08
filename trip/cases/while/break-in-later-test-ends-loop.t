# In a later test, break ends this loop (not the one around it); status
# is what it was.
--- script
n=(); while ({n=($n 1); ~ $#n 3 && break; true}) echo body $#n; echo after $#n $status
for (i in 1 2) { n=(); while (if (~ $#n 1) break; n=($n 1)) echo body $i; echo in $i }; echo after $status
fn wb { n=(); while ({n=($n 1); ~ $#n 2 && break; ! ~ $#n 3}) echo body; echo wb $#n }
for (i in 1 2) { wb; echo i $i }
--- stdout
body 1
body 2
after 3 0
body 1
in 1
body 2
in 2
after 0
body
wb 2
i 1
body
wb 2
i 2
