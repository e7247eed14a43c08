# ! with no command is false; {} is true; a command of no words, with
# redirections or not, leaves $status alone; so does builtin alone.
--- script
false; !; echo $status
true; !; echo $status
false; ! !; echo $status
false; {}; echo $status
false; { }; echo $status
false; ! {}; echo $status
false; @{}; echo $status
false; {} >/dev/null; echo $status
false; x=1 {}; echo $status
false; if (false) echo; if not {}; echo $status
false; >/dev/null; echo $status
false; >[2=1] >/dev/null; echo $status
false; $x >/dev/null; echo $status
false; $x; echo $status
false; (); echo $status
false; ! >/dev/null; echo $status
false; builtin; echo $status
true; >/nonexistent/x; echo $status
--- stdout
1
1
0
0
0
1
0
0
0
0
1
1
1
1
1
0
1
1
--- stderr
rc: /nonexistent/x: No such file or directory
