--- args
x
y z
--- script
for (i) echo '<'$i'>'
--- stdout
<x>
<y z>
