--- script
mkdir d
echo 'echo found-in-path' > d/inc.rc
path = (d $path)
. inc.rc
--- stderr
rc: inc.rc: No such file or directory
--- status
1
