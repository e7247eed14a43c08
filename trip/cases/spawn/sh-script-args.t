--- file s
echo sh got $# args: "$@"
--- script
chmod +x s
./s a 'b c'
echo $status
--- stdout
sh got 2 args: a b c
0
