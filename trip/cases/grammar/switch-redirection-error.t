# A redirection after a switch's closing brace is a syntax error near the
# < itself (the reference's parser stops there, as after a function body).
--- script
switch (a) {case a; echo s} <f1
--- stderr
rc: line 1: syntax error near 'f'
--- status
1
