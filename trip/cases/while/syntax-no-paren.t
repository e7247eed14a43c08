--- script
while true echo x
--- stderr
rc: line 1: syntax error near true
--- status
1
