--- script
printf '{cat <<x\nfoo\nx' | rc
printf 'if (true) {cat <<x\nx' >f.rc
rc f.rc
rc -n f.rc
--- stderr
rc: line 4: syntax error near eof
rc: line 3: syntax error near eof
rc: line 3: syntax error near eof
