--- script
eval 'fn f { echo from-eval }'
f
--- stdout
from-eval
