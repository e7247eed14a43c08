path, home and cdpath are imported when PATH, HOME or CDPATH is absent;
when present, those win.
--- script
r=`{whatis -p rc}
env -u PATH 'path=/a/b' $r -c 'echo $path : $PATH'
env -u CDPATH 'cdpath=/c' $r -c 'echo $cdpath : $CDPATH'
env -u HOME 'home=/h' $r -c 'echo $home : $HOME'
env 'home=/h' HOME=/k $r -c 'echo $home : $HOME'
env CDPATH=/k 'cdpath=/c' $r -c 'echo $cdpath : $CDPATH'
--- stdout
/a/b : /a/b
/c : /c
/h : /h
/k : /k
/k : /k
