Functions named after signals are imported as functions, not handlers:
never exported, not listed by whatis -s, and fn sigexit not run at the
end.  Those of the signals rc catches from the start are dropped.
--- env
fn_sigusr1={echo usr1}
fn_sighup={echo hup}
fn_sigint={echo int}
fn_sigquit={echo quit}
fn_sigterm={echo term}
fn_sigexit={echo bye}
fn_sigunknown40={echo unk}
--- script
whatis sigusr1 sighup sigterm sigexit sigunknown40
whatis sigint; whatis sigquit
env | grep fn_
whatis -s | grep '[{]'
rc -c 'whatis sigusr1'
echo end
--- stdout
fn sigusr1 {echo usr1}
fn sighup {echo hup}
fn sigterm {echo term}
fn sigexit {echo bye}
fn sigunknown40 {echo unk}
end
--- stderr
sigint not found
sigquit not found
sigusr1 not found
