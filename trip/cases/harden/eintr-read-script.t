A signal handled while rc reads its script from a slow pipe.
--- script
{ sleep 0.8; echo 'echo from pipe' } | rc -c 'fn sigusr1 { echo usr1 }; { sleep 0.3; kill -USR1 $pid } & . /dev/stdin'
echo end
--- stdout
usr1
from pipe
end
