What ends the pipe of an assignment's <{}: a command run in the shell
(an external one, a builtin, a negated one, a file redirection alone);
not ~, another assignment, a pipeline, a subshell, a command with a
local assignment or a redirection in front, a dup alone, a function
definition.
--- script
x = <{echo kept}; ~ a a; y = 1; true | true; @{true}; cat $x
x = <{echo kept}; z = 1 true; >/dev/null true; >[2=1]; fn h {}; cat $x
x = <{echo x}; /bin/true; cat $x >[2]/dev/null || echo ended by a command
x = <{echo x}; ! true; cat $x >[2]/dev/null || echo ended by a negated command
x = <{echo x}; >/dev/null; cat $x >[2]/dev/null || echo ended by a redirection
x = <{echo x}; if (true) true; cat $x >[2]/dev/null || echo ended by a command in if
--- stdout
kept
kept
ended by a command
ended by a negated command
ended by a redirection
ended by a command in if
