# Pattern matching takes time bounded by subject times pattern, not
# exponential: 90 a's against 21 stars.
--- timeout
5
--- ref-differs: the reference matches backtracking, in exponential time, and is killed
--- script
x = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
~ $x *a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b && echo match
echo $status
~ $x *a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a* && echo match
--- stdout
1
match
