--- file f1
--- file f2
--- script
echo x > f*
--- stderr
rc: line 1: multi-word filename in redirection
--- status
1
