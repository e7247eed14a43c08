No PATH and no HOME: rc uses its default path.
--- script
env -i rc -c 'echo path $#path home $#home; cd; echo cd $status; ls -d / ; echo $status'
--- stdout
path 4 home 0
cd 0
/
0
