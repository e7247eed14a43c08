--- script
echo A <{true}
cat <<< <{true}; echo
fn f { cat; echo }
f <<< <{true}
{cat; echo} <<< <{true}
{cat; echo} <<< <{true} <<< <{true}
cat <<< <{true} >[2] /dev/null; echo
--- stdout
A /dev/fd/4
/dev/fd/3
/dev/fd/3
/dev/fd/3
/dev/fd/4
/dev/fd/3
