--- script
fn ls { echo not-ls }
ls
--- stdout
not-ls
