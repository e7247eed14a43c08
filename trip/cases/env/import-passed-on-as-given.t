Entries from the environment go on to children byte for byte until
assigned: names that rc would encode, separators that do not round
trip, functions with odd names, and entries with numeric names (not
variables, but handed on).
--- env
a.b=1
a-b=xy
fn_a.b={echo x}
y=pq
0=zero
1=one
10=ten
--- script
tripping env a.b a-b fn_a.b y 0 1 10 a__2eb
echo $#y $y(1)
y=($y)
a.b
tripping env y
'a.b'=2
tripping env a.b a__2eb
--- stdout
0=zero
10=ten
1=one
a-b=x\001y
a.b=1
fn_a.b={echo x}
y=p\001q\002
2 p
x
y=p\001q\002\002
a__2eb=2
