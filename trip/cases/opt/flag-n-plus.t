# flag n + does not stop the input being read: it acts on eval, . and
# the like that start after it.
--- file d.rc
echo in d
--- script
flag n +; echo same line
echo after
eval echo x; echo y
. d.rc; echo z
eval 'echo x; if'; echo w
flag x +
eval 'echo x'
--- stdout
same line
after
y
z
w
--- stderr
rc: line 5: syntax error near if
eval 'echo x'
echo x
