# A subscripted $# or $^ of a $^ or $# prints so that it reads back: in
# a child that imports it, and through eval.
--- ref-differs: the reference prints $$#($^x)(2), which reads back as $($#($^x)) (2) (doc/rc.1, DIFFERENCES)
--- script
fn f {echo $$#$^x(2) $$^$#y(1)}
whatis f
rc -c 'whatis f'
eval `` () {whatis f}
whatis f
--- stdout
fn f {echo $$#$^x(2) $$^$#y(1)}
fn f {echo $$#$^x(2) $$^$#y(1)}
fn f {echo $$#$^x(2) $$^$#y(1)}
