--- script
mkdir -p base/target
cdpath = (/nonexistent base)
cd target
pwd | sed 's|.*/||'
--- stdout
target
