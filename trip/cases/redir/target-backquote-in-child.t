--- script
bqstatus=keep
cat <<< `{echo hi; exit 3}; echo
echo $bqstatus
x=`{echo a; exit 2}
echo $bqstatus
echo hello > `{echo out; x=no}
cat out; echo $x
--- stdout
hi
keep
2
hello
a
