--- script
fn myname { echo $0 }
myname
--- stdout
myname
