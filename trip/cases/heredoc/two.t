--- script
cat << A; cat << B
first
A
second
B
--- stdout
first
second
