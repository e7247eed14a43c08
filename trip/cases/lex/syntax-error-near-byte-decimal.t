--- script
tripping bytes 'echo $\303\251\n' >s
rc s
tripping bytes 'echo $\001\n' >s
rc s
tripping bytes 'echo $\177\n' >s
rc s
tripping bytes 'echo $%\n' >s
rc s
--- stderr
rc: line 1: syntax error near (decimal -61)
rc: line 1: syntax error near (decimal 1)
rc: line 1: syntax error near (decimal 127)
rc: line 1: syntax error near '%'
--- status
1
