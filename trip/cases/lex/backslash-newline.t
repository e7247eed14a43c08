--- script
echo a \
  b
--- stdout
a b
