A signal handled while a backquote is reading: the read is resumed.
--- script
fn sigusr1 { echo usr1 }
{ tripping sleeping $pid; kill -USR1 $pid; >sent } &
x = `{ sh -c 'while ! test -e sent; do sleep 0.01; done; echo done' }
echo $x
--- stdout
usr1
done
--- ref-differs: the reference ends the backquote read at EINTR and loses the output
