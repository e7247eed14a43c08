--- script
fn f {echo ('a;b' $x(1 2 3)) (f1 a^(1 2) $*)}
fn g {ls ($$l =a (''^$#x^(1 2))) (a $x(1)) ((a) $x(1 2)) (a) $x(1 2)}
fn h {echo (`{echo (a b)} b) (a b)^(c $x(1 2))}
whatis f g h
rc -c 'whatis f g h'
--- stdout
fn f {echo ('a;b' $x(1 2 3)) (f1 a^1 2 $*)}
fn g {ls ($($l) '='^a ''^$#x^1 2) (a $x(1)) (a $x(1 2)) a $x((1 2))}
fn h {echo (`{echo a b} b) (a b)^(c $x(1 2))}
fn f {echo ('a;b' $x(1 2 3)) (f1 a^1 2 $*)}
fn g {ls ($($l) '='^a ''^$#x^1 2) (a $x(1)) (a $x(1 2)) a $x((1 2))}
fn h {echo (`{echo a b} b) (a b)^(c $x(1 2))}
