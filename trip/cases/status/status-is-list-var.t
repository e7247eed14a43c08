--- script
false | true
x = $status
echo $#x
--- stdout
2
