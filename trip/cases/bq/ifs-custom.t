--- script
ifs = :
x = `{echo -n a:b c:d}
echo $#x
tripping args $x
--- stdout
3
3 <a> <b c> <d>
