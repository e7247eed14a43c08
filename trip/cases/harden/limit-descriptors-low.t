# limit descriptors 10 or less: the shell's copies of its own descriptors
# cannot go from 10 up, so a redirected command is forked; stdout and the
# script's own input survive every kind of redirection (issue 26, item 1).
--- script
limit descriptors 10
ls >/dev/null; echo after $status
cat </etc/hostname >/dev/null; echo b $status
>nocmd; echo c $status
cat <<EOF
here
EOF
limit descriptors 6
ls >/dev/null; echo d $status
echo e | cat
--- mode
both
--- stdout
after 0
b 0
c 0
here
d 0
e
