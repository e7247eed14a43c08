--- script
mkdir sub
cd sub
pwd | sed 's|.*/||'
--- stdout
sub
