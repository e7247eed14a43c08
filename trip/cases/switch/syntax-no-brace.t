--- script
switch (a) echo x
--- stderr
rc: line 1: syntax error near echo
--- status
1
