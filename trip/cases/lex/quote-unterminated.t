--- script
echo 'abc
--- stderr
rc: line 2: eof in quoted string near eof
--- status
1
