--- script
echo fn
--- stdout
fn
