--- script
echo $$nonexist
--- stderr
rc: line 1: null variable name
--- status
1
