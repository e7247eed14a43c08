Globbing a 120 kB word of 60000 components takes memory linear in its
length (it took 3.7 GB when each component copied the path so far).
--- timeout
30
--- script
w = `{awk 'BEGIN { for (i = 0; i < 60000; i++) printf "a/"; print "" }'}
x = $w^b*
echo $#x
~ $x $w^b* && echo unchanged
awk '/VmHWM/ { print ($2 < 200000 ? "small" : "big: " $2 " kB") }' /proc/$pid/status
--- stdout
1
unchanged
small
