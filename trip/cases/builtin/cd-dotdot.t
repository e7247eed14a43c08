--- script
mkdir -p a/b
cd a/b
cd ..
pwd | sed 's|.*/||'
--- stdout
a
