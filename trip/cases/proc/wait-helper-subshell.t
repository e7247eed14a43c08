A subshell or a backquote has no children of its own: its wait does
not take the status of its parent's <{} command, which the parent's
wait takes.
--- script
cat <{exit 3}; @{wait; echo in a subshell $status}; wait; echo $status
cat <{exit 4}; x = `{wait; echo $status}; echo in a backquote $x; wait; echo $status
--- stdout
in a subshell 0
3
in a backquote 0
4
