--- script
env 'fn_g={ echo sp }{cat <<EOF
x
EOF
}' rc -c 'whatis g'
--- stdout
fn g {}
--- stderr
rc: line 1: syntax error near '{'
rc: line 4: syntax error near '}'
