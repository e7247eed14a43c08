--- script
# a rooted name the shell cannot run: the shell complains on its own
# stderr, before the command's redirections apply
printf 'echo x\n' >plain
chmod 644 plain
mkdir dir
for (c in ./plain ./missing ./dir ./plain/x) {
	$c >[2]/dev/null
	echo $c $status
}
{./missing >[2]/dev/null} >[2=1]
--- stdout
./plain 1
./missing 1
./dir 1
./plain/x 1
rc: ./missing: No such file or directory
--- stderr
rc: ./plain: Permission denied
rc: ./missing: No such file or directory
rc: ./dir: Permission denied
rc: ./plain/x: Not a directory
--- status
1
