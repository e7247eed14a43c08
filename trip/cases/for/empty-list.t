--- script
for (i in ()) echo $i
echo done
--- stdout
done
