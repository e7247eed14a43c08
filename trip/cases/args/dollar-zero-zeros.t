--- script
echo $00 $000 $#00 $#000 $"00
x = 00
echo $$x $#$x
fn f {echo $00 $01 $#00 $0001}
f a b
--- args
p
--- stdout
../script ../script 1 1 ../script
../script 1
f a 1 a
