--- script
false && echo a || echo b
true || echo c && echo d
--- stdout
b
d
