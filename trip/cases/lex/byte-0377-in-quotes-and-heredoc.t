--- script
tripping bytes 'echo ''a\377b''\necho d\n' >s
rc s; echo status $status
tripping bytes 'cat <<EOF\na\377b\nEOF\necho d\n' >s
rc s; echo status $status
s=``(){tripping bytes 'if (true) {\necho x\377\n}\necho d\n'}
rc -c $s; echo status $status
--- stdout
status 1
status 1
status 1
--- stderr
rc: line 1: eof in quoted string near eof
rc: line 3: heredoc incomplete near eof
rc: line 2: syntax error near x
