# fn prompt runs before every command read while interactive, -c or not.
--- env
fn_prompt={echo P}
--- script
rc -ic 'echo a
echo b; echo c
echo d' >[2=1]
rc -c 'echo a
flag i +
echo b' >[2=1]
--- stdout
P
a
P
b
c
P
d
a
P
b
