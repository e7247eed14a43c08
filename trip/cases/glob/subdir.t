--- script
mkdir -p d1/x d2/x d3
touch d1/x/f d2/x/f
echo d*/x/f
echo */x
--- stdout
d1/x/f d2/x/f
d1/x d2/x
