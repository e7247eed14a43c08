--- script
if (false) echo a || else echo b
if (false) {echo a} else
if (true) else echo b
if (false) echo a | else | cat
if (false) echo a || else; echo c
--- rcflags
-n
-x
--- stderr
if(false){echo a||()}else echo b
if(false){{echo a}}else if(true){()}else echo b
if(false){echo a|()}else ()|cat
if(false)echo a||();echo c
