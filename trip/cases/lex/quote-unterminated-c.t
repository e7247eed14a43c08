--- mode
c
--- script
echo 'abc
--- stderr
rc: line 1: eof in quoted string near eof
--- status
1
