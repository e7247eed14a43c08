--- script
fn f {
	if (~ $1 x) { echo x } else { echo y }
	for (i in 1 2) echo $i
	while (false) true
	switch ($1) { case a; echo A }
	a = b c = d echo $a >[2=1] >> f
	echo `{ls} <{true} $#x $^y $"z
}
whatis f
--- stdout
fn f {if(~ $1 x){{echo x}}else {echo y};for(i in (1 2))echo $i;while(false)true;switch($1){case a;echo A};a=b c=d echo $a >[2=1] >>f;echo `{ls} <{true} $#x $^y $^z}
