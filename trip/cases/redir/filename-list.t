--- script
x = (a b)
echo x > $x
echo $status
--- stdout
1
--- stderr
rc: line 2: multi-word filename in redirection
