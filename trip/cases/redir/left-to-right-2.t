--- script
{ echo e >[1=2] } > f >[2=1]
echo file:
cat f
--- stdout
file:
e
