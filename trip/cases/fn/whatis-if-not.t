--- script
fn f {
	if (a) b
	if not c
}
whatis f
--- stdout
fn f {if(a){b}else c}
