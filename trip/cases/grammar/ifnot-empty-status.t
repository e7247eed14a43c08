# An if not with nothing after it runs nothing, and $status is 0.
--- script
false; if (false) echo a; if not; echo $status
fn f {if (false) echo a; if not}
false; f; echo $status
--- mode
both
--- stdout
0
0
