# An if not that follows no if in its list stops the whole line before
# any of it runs, in a function body too.
--- script
for (s in 'if (false) echo foo; echo qux; if not echo bar' 'echo a; {if (false) { echo foo } else echo qux; if not echo bar}' 'fn f { echo x; if not echo y }; echo z; f' 'x=`{if (false) echo t; echo u; if not echo y}; echo $x' 'if (false) echo t; {if not echo y}' 'echo a
if not echo b')
	rc -c $s >[2=1]
rc -nc 'echo z; if not echo y' >[2=1]
rc -ic 'echo z; if not echo y
echo after' >[2=1]
fn_f='{echo x; if not echo y}' rc -c 'echo a; f; echo b' >[2=1]
--- stdout
rc: line 0: `if not' must follow `if'
rc: line 0: `if not' must follow `if'
rc: line 0: `if not' must follow `if'
rc: line 0: `if not' must follow `if'
y
a
rc: line 1: `if not' must follow `if'
rc: line 0: `if not' must follow `if'
rc: `if not' must follow `if'
after
a
rc: line 0: `if not' must follow `if'
--- status
1
