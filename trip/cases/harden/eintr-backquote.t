A signal handled while a backquote is reading: the read is resumed.
--- script
fn sigusr1 { echo usr1 }
{ sleep 0.3; kill -USR1 $pid } &
x = `{ sleep 1.5; echo done }
echo $x
--- stdout
usr1
done
--- ref-differs: the reference ends the backquote read at EINTR and loses the output
