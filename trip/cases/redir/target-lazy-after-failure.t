--- script
cat </nonexist > `{echo bq >[1=2]; echo out}
echo $status
cat </nonexist > $x(0)
echo $status
fn f {echo f}
f </nonexist > $x(0)
{echo g} </nonexist > $x(0)
echo x > $x(0) > /dev/null
ls
--- stdout
1
1
--- stderr
rc: /nonexist: No such file or directory
rc: /nonexist: No such file or directory
rc: /nonexist: No such file or directory
rc: /nonexist: No such file or directory
rc: line 8: bad subscript
