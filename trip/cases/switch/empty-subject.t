--- script
switch () {
case ''
	echo empty
case *
	echo star
}
--- stderr
rc: line 1: syntax error near ')'
--- status
1
