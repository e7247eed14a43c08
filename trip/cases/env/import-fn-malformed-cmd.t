# An imported fn_ whose value is not a {body} never runs as a command.
--- env
fn_bad=echo pwned
--- script
echo survived
whatis bad
--- stdout
survived
fn bad {}
