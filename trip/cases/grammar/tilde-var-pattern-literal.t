--- script
p = '*'
~ anything $p && echo var-patterns-match
--- status
1
