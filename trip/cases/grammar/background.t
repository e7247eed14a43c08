--- script
{ sleep 0; echo bg } &
wait
echo done
--- stdout
bg
done
