--- script
echo '['$nl']' | od -c | sed 1q
echo '['$tab']'
--- stdout
0000000   [  \n   ]  \n
[	]
