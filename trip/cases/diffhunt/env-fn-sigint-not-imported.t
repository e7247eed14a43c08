--- env
fn_sigint={echo int}
--- script
whatis sigint
echo $status
--- stdout
1
--- stderr
sigint not found
