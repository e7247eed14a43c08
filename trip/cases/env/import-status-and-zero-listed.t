$status and $0 from the environment make whatis list them (with their
own values); without them it does not.
--- env
status=7
0=zero
--- script
whatis -v | grep -E '^(status|0)=' | sort
rc -c 'whatis -v' | grep -Ec '^(status|0)='
--- stdout
0=../script
status=0
1
