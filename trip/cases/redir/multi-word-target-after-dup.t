--- script
echo a >[2=1] >(a b) >[2]/dev/null
echo status $status
cat f1 >[2=1] >(a b) >[2]/dev/null
echo status $status
{echo a} >[2=1] >$nosuch >[2]/dev/null
echo status $status
x=1 >[2=1] >(a b) >[2]/dev/null
echo status $status
echo a >(a b) >[2=1]
echo status $status
--- file f1
one
--- stdout
rc: line 1: multi-word filename in redirection
status 1
rc: line 3: multi-word filename in redirection
status 1
rc: line 5: null filename in redirection
status 1
rc: line 7: multi-word filename in redirection
status 1
status 1
--- stderr
rc: line 9: multi-word filename in redirection
