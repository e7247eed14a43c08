--- script
x = ()
echo x > $x
--- stderr
rc: line 2: null filename in redirection
--- status
1
