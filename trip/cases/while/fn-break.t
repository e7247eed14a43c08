--- script
fn b { break }
while (true) { echo in; b; echo after-b }
echo out
--- stdout
in
--- stderr
rc: line 2: break outside of loop
--- status
1
