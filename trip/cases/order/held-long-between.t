An echo longer than the held output can be comes out in its place among the others.
--- script
x=`{seq 1500}
{echo a; echo $x; echo -n b; echo -- c; echo; echo -n} | cut -c1-12
--- stdout
a
1 2 3 4 5 6 
bc

