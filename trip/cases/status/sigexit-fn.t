--- script
fn sigexit { echo exiting }
false
--- stdout
exiting
