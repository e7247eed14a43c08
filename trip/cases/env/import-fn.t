--- script
fn f { echo imported }
rc -c f
--- stdout
imported
