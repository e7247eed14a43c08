--- file .rcrc
x = from-rcrc
--- script
rc -l -c 'echo $x'
--- stdout
from-rcrc
