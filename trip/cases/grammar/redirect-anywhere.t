--- script
echo >f a b
> g echo c
echo d > h e
cat f g h
--- stdout
a b
c
d e
