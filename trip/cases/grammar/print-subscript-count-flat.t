# A subscripted $# or $^ of a $^ or $#, or a backquote of one, prints so
# that it reads back: in a child that imports it, and through eval.
--- ref-differs: the reference prints $$#($^x)(2) and $`{$^b}(1), which read back as $($#($^x)) (2) and $`{$^b} (1) (doc/rc.1, DIFFERENCES)
--- script
fn f {echo $$#$^x(2) $$^$#y(1) $`$^b(1) $``(p q)$#c(2) $$#`$^d(1)}
whatis f
rc -c 'whatis f'
eval `` () {whatis f}
whatis f
--- stdout
fn f {echo $$#$^x(2) $$^$#y(1) $`$^b(1) $``(p q) $#c(2) $$#`$^d(1)}
fn f {echo $$#$^x(2) $$^$#y(1) $`$^b(1) $``(p q) $#c(2) $$#`$^d(1)}
fn f {echo $$#$^x(2) $$^$#y(1) $`$^b(1) $``(p q) $#c(2) $$#`$^d(1)}
