--- script
fn a-b { echo dash }
tripping env fn_a__2db
rc -c a-b
--- stdout
fn_a__2db={echo dash}
dash
