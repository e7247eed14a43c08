--- script
builtin nosuch >[2=]; echo $status
builtin nosuch > /nonexist/x; echo $status
builtin builtin nosuch >[2=]; echo $status
fn ls {echo fn}
builtin ls -d / >[2]/dev/null
builtin builtin echo hi >[1=2]
builtin cd / > /dev/null; pwd
--- stdout
1
1
1
/
@TMP@/c/w.run
--- stderr
rc: cannot find `nosuch'
rc: cannot find `nosuch'
rc: cannot find `nosuch'
hi
