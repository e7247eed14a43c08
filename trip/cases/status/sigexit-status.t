--- script
fn sigexit { echo status-in-sigexit $status }
sh -c 'exit 7'
--- stdout
status-in-sigexit 7
