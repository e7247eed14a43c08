# A <{} or >{} that is the whole command is refused before its command
# runs.
--- script
fn f {<{echo never >[1=2]}}
f
echo not reached
--- mode
both
--- stderr
rc: line 2: named pipes cannot be executed as commands
--- status
1
