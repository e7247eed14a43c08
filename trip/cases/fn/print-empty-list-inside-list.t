--- script
fn f {switch ($x(0)) {case >{~ ()^$y " $x($#x) && ls} -; echo >>(- $x(0))}}
fn g {echo (a ()^b (c d)) ((e f) g)}
whatis f g
--- stdout
fn f {switch($x(0)){case (>{~ ()^$y " $x($#x)&&ls} -);echo >>(- $x(0))}}
fn g {echo (a ()^b c d) (e f g)}
