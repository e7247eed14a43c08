# cd's two messages: a rooted path says why, a relative one (with or
# without $cdpath, with a slash or not) says it couldn't.
--- file f
--- script
mkdir d
cd /nonexistent; echo $status
cd ./f; echo $status
cd ../nonexistent; echo $status
cd nonexistent; echo $status
cd f; echo $status
cd d/f; echo $status
cdpath=() cd a/b; echo $status
cdpath=. cd nonexistent; echo $status
cdpath=('' /nonexistent) cd f; echo $status
cd /dev/null; echo $status
--- stdout
1
1
1
1
1
1
1
1
1
1
--- stderr
rc: /nonexistent: No such file or directory
rc: ./f: Not a directory
rc: ../nonexistent: No such file or directory
couldn't cd to nonexistent
couldn't cd to f
couldn't cd to d/f
couldn't cd to a/b
couldn't cd to nonexistent
couldn't cd to f
rc: /dev/null: Not a directory
