--- env
fn_bad=echo pwned
--- script
echo survived
whatis bad
--- stdout
survived
fn bad {}
