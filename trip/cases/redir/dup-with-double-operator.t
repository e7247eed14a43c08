--- script
echo a >>[2=1] b
echo a >>[1=2] b >[2]/dev/null
cat <<[0=1] nosuch >[2]/dev/null; echo $status
fn f {echo a >>[1=2] b <<[0=1] <<<[3=] >[1=2] <[0=]}
whatis f
rc -c 'whatis f'
--- stdout
a b
1
fn f {echo a >>[1=2] b <<[0=1] <<<[3=] >[1=2] <[0=]}
fn f {echo a >>[1=2] b <<[0=1] <<<[3=] >[1=2] <[0=]}
--- stderr
a b
