--- script
if (false) if (false) {echo a} else {echo b} else echo c
if (true) if (false) {echo a} else {echo b} else echo c
if (false) {echo a} else if (false) {echo b} else echo d
--- rcflags
-x
--- stdout
c
b
d
--- stderr
false
echo c
true
false
echo b
false
false
echo d
