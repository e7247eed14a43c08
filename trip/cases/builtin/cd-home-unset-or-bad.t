# cd with no argument goes to $home(1), to / when $home is unset, and
# reports a $home it cannot reach as a rooted path.
--- file f
--- script
home=() { cd; pwd }
home=(/tmp /nonexistent) { cd; pwd }
home=/nonexistent cd; echo $status
home=/dev/null cd; echo $status
HOME=/tmp:/usr cd; echo $status
--- stdout
/
/tmp
1
1
1
--- stderr
rc: /nonexistent: No such file or directory
rc: /dev/null: Not a directory
rc: /tmp:/usr: No such file or directory
