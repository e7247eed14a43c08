--- script
'if' = 1
echo $'if'
--- stdout
1
