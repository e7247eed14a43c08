--- script
sh -c 'kill -34 $$'
echo $status
--- stdout
sigunknown34
--- stderr
unknown signal 34
