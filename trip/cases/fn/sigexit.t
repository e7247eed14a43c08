--- script
fn sigexit { echo bye }
echo hi
--- stdout
hi
bye
