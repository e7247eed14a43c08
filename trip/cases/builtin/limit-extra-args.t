limit ignores arguments after the resource and the value.
--- script
limit cputime 10 20; echo $status; limit cputime
limit descriptors 100 a b; echo $status; limit descriptors
limit -h cputime 200 x; echo $status; limit -h cputime
limit cputime xx 10; echo $status; limit cputime
limit nosuch 1 2; echo $status
--- stdout
0
cputime 	10s
0
descriptors 	100
0
cputime 	200s
1
cputime 	10s
1
--- stderr
bad limit
no such limit
