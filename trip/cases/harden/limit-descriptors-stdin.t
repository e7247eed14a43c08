# The same with the script on standard input: it is read to the end.
--- script
limit descriptors 8
cat <<EOF
heredoc
EOF
cat </etc/hostname >/dev/null
ls >/dev/null
echo 1
echo 2
echo 3
echo 4
echo 5
echo 6
echo 7
echo 8
echo 9
echo 10
echo 11
echo 12
echo 13
echo 14
echo 15
echo 16
echo 17
echo 18
echo 19
echo 20
echo 21
echo 22
echo 23
echo 24
echo 25
echo 26
echo 27
echo 28
echo 29
echo 30
--- mode
stdin
--- stdout
heredoc
1
2
3
4
5
6
7
8
9
10
11
12
13
14
15
16
17
18
19
20
21
22
23
24
25
26
27
28
29
30
