# && or || at the start of a line has an empty, true command before it.
--- script
rc -c 'false
&& echo b' >[2=1]
rc -c 'false
|| echo c; echo $status' >[2=1]
--- stdout
b
0
