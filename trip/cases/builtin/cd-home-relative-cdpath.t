--- script
mkdir -p a/sub b
top=`{pwd}
cdpath=($top/a .)
home=sub
cd; pwd | sed 's,.*/,,'
cd $top
home=nope
cd; echo $status
home=(sub x)
cd; pwd | sed 's,.*/,,'
cd $top
cdpath=()
home=sub; cd; echo $status
home=a; cd; pwd | sed 's,.*/,,'
cdpath=$top
home=''; cd; echo $status; ~ `{pwd} $top && echo top
home=(); cd; pwd
--- stdout
sub
1
sub
1
a
0
top
/
--- stderr
couldn't cd to nope
couldn't cd to sub
