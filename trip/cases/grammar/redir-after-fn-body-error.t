--- script
rc -c 'fn f {echo} >out'
rc -c 'fn f g {} <f1'
rc -c 'if (true) fn f {echo} >out'
rc -c 'fn f >out'
rc -c '~ a >out'
--- stderr
rc: line 1: syntax error near 'o'
rc: line 1: syntax error near 'f'
rc: line 1: syntax error near 'o'
rc: line 1: syntax error near out
rc: line 1: syntax error near out
--- status
1
