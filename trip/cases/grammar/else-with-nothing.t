--- script
fn a { if (x) {y} else
}
whatis a
if (false) {echo no} else
echo done
--- stdout
fn a {if(x){y}}
done
