--- script
fn g { echo $$^x(1) $$#x(2) $$^x() $$x(1) }
whatis g
x=a; a=(1 2 3)
echo $$^x(2)
--- stdout
fn g {echo $$^x(1) $$#x(2) $$^x(()) $($x(1))}
2
