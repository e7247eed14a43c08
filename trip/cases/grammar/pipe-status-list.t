--- script
true | false | true
echo $status
--- stdout
0 1 0
