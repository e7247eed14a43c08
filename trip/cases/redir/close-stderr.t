--- script
ls /nonexistent >[2=]
echo done
--- stdout
done
