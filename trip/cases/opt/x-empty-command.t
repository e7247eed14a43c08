# Under -x an empty command is traced as (), with or without a
# redirection, and a lone redirection prefix too; >[2=1] alone is not.
--- rcflags
-x
--- script
x=()
$x
$x >/dev/null
>/dev/null
>[2=1]
x=1 >/dev/null
>/nonexistent/f
echo $status
--- stdout
1
--- stderr
x=()
()
()
()
x=1
()
()
rc: /nonexistent/f: No such file or directory
echo 1
