--- script
whatis nosuchthing
echo $status
--- stdout
1
--- stderr
nosuchthing not found
