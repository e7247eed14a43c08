--- file s
exit 3
--- script
chmod +x s
./s
echo $status
--- stdout
3
