# A break in the first test leaves the loop around the while; continue
# there goes on to that loop's next round.
--- script
for (i in 1 2) { while (break) echo x; echo in $i }; echo after $status
for (i in 1 2) { while (continue) echo x; echo in $i }; echo after
fn f { while (false || break) echo x; echo in f }
for (i in 1 2) { f; echo in $i }
--- stdout
after 0
after
--- stderr
rc: line 4: break outside of loop
--- status
1
