An empty fn sigexit leaves status 0.
--- script
fn sigexit {}
exit 3
