--- script
fn sigint {}
@{ whatis sigint }
--- stdout
fn sigint {}
