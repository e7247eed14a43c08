A signal that comes during the last command of a script is acted on
before rc exits: its handler runs (and an exit there runs fn sigexit
with that status).
--- script
fn sigexit {echo bye $status}
fn sigint {echo handler; exit 3}
sh -c 'kill -INT $PPID'
--- stdout
handler
bye 3
