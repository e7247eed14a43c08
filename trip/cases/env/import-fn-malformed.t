--- env
fn_bad={echo x
--- script
echo survived
bad
--- stdout
survived
--- stderr
rc: line 1: syntax error near x
