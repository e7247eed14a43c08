# An interactive shell prints the pid of a background job, even under -c.
--- script
x=``(){rc -ic 'true &' >[2=1]}
~ $x [0-9]*$nl && echo pid printed
x=``(){rc -c 'true &' >[2=1]}
~ $#x 0 && echo none without -i
--- stdout
pid printed
none without -i
