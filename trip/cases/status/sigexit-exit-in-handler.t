--- script
fn sigexit { exit 4 }
true
--- status
4
