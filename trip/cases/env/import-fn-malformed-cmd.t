# An imported fn_ whose value is not a {body} never runs as a command.
--- ref-differs: the reference drops the definition silently; issue 2 asks for a report
--- env
fn_bad=echo pwned
--- script
echo survived
whatis bad
--- stdout
survived
fn bad {}
--- stderr
rc: fn_bad: not a function definition; ignored
