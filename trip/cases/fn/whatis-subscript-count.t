--- script
fn f { echo $x(1 2) $#x $$y $"z $x^$y }
whatis f
--- stdout
fn f {echo $x((1 2)) $#x $($y) $^z $x^$y}
