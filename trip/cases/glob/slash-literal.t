--- script
mkdir d
touch d/f
echo d*f
echo d/*
--- stdout
d*f
d/f
