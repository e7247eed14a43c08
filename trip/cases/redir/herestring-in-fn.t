--- script
fn f { cat <<< $1 }
f arg
echo
--- stdout
arg
