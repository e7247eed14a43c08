--- script
false; for (i in 1) ; echo $status
false; @ | cat; echo $status
false; if (false) echo a | else | cat; echo $status
false; if (false) echo a | else false | ; echo $status
false; if (false) echo a | else ! | cat; echo $status
--- stdout
0
0
0 0
1 0
1
