A signal handled while rc reads its script from a slow pipe.
--- script
{ sh -c 'while ! test -e sent; do sleep 0.01; done'; echo 'echo from pipe' } | rc -c 'fn sigusr1 { echo usr1 }; { tripping sleeping $pid; kill -USR1 $pid; >sent } & . /dev/stdin'
echo end
--- stdout
usr1
from pipe
end
