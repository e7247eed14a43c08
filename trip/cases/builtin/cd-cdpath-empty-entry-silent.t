--- script
mkdir -p base/target
cdpath = ('' base)
cd target
