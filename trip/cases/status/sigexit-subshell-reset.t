--- script
fn sigexit { echo exit-handler }
@{ echo sub }
echo main
--- stdout
sub
main
exit-handler
