--- script
{ echo e >[1=2] } >[2=1] > f
echo file:
cat f
--- stdout
e
file:
