# -e looks inside !, and ! with nothing is false.
--- script
for (s in '! true; echo y' '! false; echo y' '! ! false; echo y' '! {true; false}; echo q' '!; echo x' '! !; echo y' 'true && !; echo z' 'if (!) echo a; echo b' 'if (! {false}) echo t; echo u')
	rc -ec $s
--- stdout
b
t
u
