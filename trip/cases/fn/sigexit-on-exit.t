--- script
fn sigexit { echo bye $status }
exit 3
--- stdout
bye 3
