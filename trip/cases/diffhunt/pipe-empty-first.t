--- script
| echo hi
echo $status
--- stdout
hi
0 0
