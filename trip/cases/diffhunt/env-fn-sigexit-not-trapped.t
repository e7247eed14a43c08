--- env
fn_sigexit={echo exiting}
--- script
echo hi
--- stdout
hi
