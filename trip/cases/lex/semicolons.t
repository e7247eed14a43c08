--- script
echo a; echo b;; echo c
--- mode
both
--- stdout
a
b
c
