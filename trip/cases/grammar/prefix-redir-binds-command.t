--- script
>o1 echo hi | tr a-z A-Z; cat o1
>o2 {echo a; echo b} | tr a-z A-Z; cat o2
x=1 >o3 echo a | tr a-z A-Z; cat o3
>o4 >[2]/dev/null echo a | tr a-z A-Z; cat o4
echo b | >o5 tr a-z A-Z | cat; cat o5
>o6 @ echo a | tr a-z A-Z; cat o6
>o7 x=1 echo a | tr a-z A-Z; cat o7
--- stdout
hi
a
b
a
a
B
A
A
