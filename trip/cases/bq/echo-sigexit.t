--- script
fn sigexit { echo bye }
x = `{echo a}
echo $#x $x
fn sigexit
x = `{echo b}
echo $#x $x
--- stdout
1 a
1 b
