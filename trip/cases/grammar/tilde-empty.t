--- script
~ () ()
echo $status
~ '' ''
echo $status
~ () ''
echo $status
--- stdout
0
0
1
