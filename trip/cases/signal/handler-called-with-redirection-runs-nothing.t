Calling a signal handler written in rc with a redirection runs it in a child, which has dropped the handlers: it runs nothing, status 0, as in the reference (ours crashed there on the freed function).
--- script
fn sigint {echo hi; exit 3}
sigint a b >out; echo st $status; cat out
fn sighup {echo hup}
sighup >[2]/dev/null; echo st $status
fn sigquit {echo q}
sigquit <<EOF
x
EOF
echo st $status
fn sigexit {echo bye}
sigexit >out; echo st $status; cat out
fn g {sigint >[2=1]}; g; echo st $status
--- stdout
st 0
st 0
st 0
st 0
st 0
bye
