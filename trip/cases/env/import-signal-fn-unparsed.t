A signal function from the environment that does not parse is dropped
without a word; an imported sigexit is not listed by a forked child.
--- env
fn_sigint=(a b)::
fn_sighup=}{
fn_sigexit={echo bye}
--- script
echo start
whatis | grep sig
whatis sigexit
whatis sighup
--- stdout
start
fn sighup {}
fn sigexit {echo bye}
fn sighup {}
--- stderr
rc: line 1: syntax error near '}'
rc: line 1: syntax error near '}'
