# In a switch body an if not is not joined to the if before it: it looks
# at the last if run, and only when it runs.
--- script
switch (a) {case a; if (false) echo x; if not echo y}
switch (a) {case a; if (true) echo x; if not echo y}
rc -c 'switch (a) {case a; echo z; if not echo y}' >[2=1]
rc -nxc 'switch (a) {case a; if (false) echo x; if not echo y; echo $status}' >[2=1]
--- stdout
y
x
z
rc: line 0: `if not' must follow `if'
switch(a){case a;if(false)echo x;if not echo y;echo $status}
