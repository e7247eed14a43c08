--- script
fn sigexit { echo should-not }
fn sigexit
true
