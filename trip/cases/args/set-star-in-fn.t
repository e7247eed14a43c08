--- script
fn f { * = (new list); echo $2 }
f old
--- stdout
list
