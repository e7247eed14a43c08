# rc -n -x with a here document that never ends: the error, and nothing
# of the broken command.
--- ref-differs: the reference prints part of a broken tree (<<EOF), or dies of SIGSEGV when the heredoc is in a function
--- rcflags
-n
-x
--- mode
stdin
--- script
b=($$b $y(1-))
~ *1 a $a; echo $status
fn f g {
cat <<EOF
no end
--- stderr
b=($($b) $y(1-))
~ *1 (a $a);echo $status
rc: line 7: heredoc incomplete near eof
