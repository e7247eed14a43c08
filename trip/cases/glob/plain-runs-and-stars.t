Plain components between wildcards, and a trailing plain component.
--- script
mkdir -p a/b/c a/x/c a/y d
touch a/b/c/f1 a/b/c/f2 a/x/c/f3 a/y/c d/c
echo a/b/c/f*
echo a/*/c/f*
echo */c
echo a/*/c
echo a//b/*/f1
echo a/*/nosuch/f*
echo nosuch/*/c
--- stdout
a/b/c/f1 a/b/c/f2
a/b/c/f1 a/b/c/f2 a/x/c/f3
d/c
a/b/c a/x/c a/y/c
a//b/c/f1
a/*/nosuch/f*
nosuch/*/c
