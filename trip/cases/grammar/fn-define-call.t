--- script
fn greet { echo hello $1 }
greet world
--- stdout
hello world
